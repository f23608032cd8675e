import { ReschedulePicker } from '@/features/leads/reschedule'
import { ManageBookingPage, type RenderPicker } from '@/features/manage-booking'
import { QueryProvider } from '@/lib/query'

const picker: RenderPicker = (onChange, slotError) => <ReschedulePicker onChange={onChange} slotError={slotError} />

/** /manage-booking?token=...: the visitor's own consultation, from the link of their e-mail or confirmation. */
export function Component() {
  return (
    <QueryProvider>
      <ManageBookingPage renderPicker={picker} />
    </QueryProvider>
  )
}
