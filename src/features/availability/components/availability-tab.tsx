import { TabSection } from '@/components/layout/tab-section'
import { useMay } from '@/lib/staff/staff-role'
import { useAvailability } from '../api/availability'
import { BookingRulesForm, describeRules } from './booking-rules-form'
import { DaysOff } from './days-off'

/**
 * The Availability tab (admins change, compliance reads): when visitors may book a consultation.
 * The booking form and the database's check both follow these rules; the database applies them.
 */
export function AvailabilityTab() {
  const canChange = useMay('changeSettings')
  const availability = useAvailability()
  const data = availability.data
  return (
    <TabSection
      id="availability"
      title="Availability for consultations"
      description={
        <p className="text-sm text-ink-700">
          {data ? describeRules(data) : 'Reading the booking rules...'} Weekends are never offered.
        </p>
      }
    >
      {availability.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The availability could not be loaded: {availability.error.message}
        </p>
      ) : null}
      {data && canChange ? <BookingRulesForm rules={data} /> : null}
      {data ? <DaysOff daysOff={data.daysOff} canChange={canChange} /> : null}
    </TabSection>
  )
}
