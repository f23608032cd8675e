import { CalendarPlus } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { downloadCalendarFile, type Booking } from './calendar-file'
import { formatDay } from './slots'

/** Shown after a booking: what was requested, and 'Add to calendar' (.ics in New York time). */
export function SuccessPanel({ booking, onDismiss }: { booking: Booking; onDismiss: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
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
    <section
      aria-labelledby="consultation-success"
      className="grid gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5"
    >
      <h2
        ref={heading}
        id="consultation-success"
        tabIndex={-1}
        className="text-xl font-semibold text-ink-900 focus:outline-none"
      >
        Consultation requested
      </h2>
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
    </section>
  )
}
