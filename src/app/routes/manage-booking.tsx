import { lazy, Suspense } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { ManageBookingPage, type RenderPicker } from '@/features/manage-booking'
import { QueryProvider } from '@/lib/query'

// The day and time picker (a calendar, the booking form's fields) loads when a visitor asks to
// move their booking, not with the page: most visits only read the booking, or a link's problem.
const ReschedulePicker = lazy(() =>
  import('@/features/leads/reschedule').then((module) => ({ default: module.ReschedulePicker })),
)

const picker: RenderPicker = (onChange, slotError) => (
  <Suspense fallback={<Spinner label="Loading the calendar" />}>
    <ReschedulePicker onChange={onChange} slotError={slotError} />
  </Suspense>
)

/** /manage-booking?token=...: the visitor's own consultation, from the link of their e-mail or confirmation. */
export function Component() {
  return (
    <QueryProvider>
      <ManageBookingPage renderPicker={picker} />
    </QueryProvider>
  )
}
