import { CalendarPlus } from 'lucide-react'
import { toast } from 'sonner'
import { Confirmation } from '@/components/form/confirmation'
import { Button } from '@/components/ui/button'
import { downloadCalendarFile, type Booking } from './calendar-file'
import { formatDay } from './slots'

/** Shown after a booking: what was requested, and 'Add to calendar' (.ics in New York time). */
export function SuccessPanel({ booking, onDismiss }: { booking: Booking; onDismiss: () => void }) {
  const when = `${formatDay(booking.date)} at ${booking.timeSlot} New York time`

  async function addToCalendar() {
    try {
      await downloadCalendarFile(booking)
    } catch (error) {
      console.error('Could not create the calendar file', error)
      toast.error('Error', { description: 'The calendar file could not be created. Please try again.' })
    }
  }

  return (
    <Confirmation title="Consultation requested" className="rounded-2xl p-5" titleClassName="text-xl">
      <p className="text-ink-800">{`Requested for ${when}. We'll contact you to confirm your appointment soon.`}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void addToCalendar()}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Add to calendar
        </Button>
        <Button variant="outline" onClick={onDismiss}>
          Book another time
        </Button>
      </div>
    </Confirmation>
  )
}
