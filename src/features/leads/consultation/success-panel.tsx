import { CalendarPlus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { toast } from 'sonner'
import { Confirmation } from '@/components/form/confirmation'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { downloadCalendarFile, type Booking } from './calendar-file'
import { formatDay } from './slots'

const TOKEN_TRIES = 20
const TOKEN_PAUSE_MS = 3_000

/**
 * The manage link's token of a booking (`clientId`), once the database gave it: asked again every
 * few seconds while the booking is not stored yet (the outbox may still be sending it).
 */
function useManageToken(clientId: string | null | undefined): string | null {
  const [token, setToken] = useState<string | null>(null)
  useEffect(() => {
    if (!clientId) return
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async (tries: number) => {
      const value = await import('../api/get-manage-token')
        .then((m) => m.getManageToken(clientId))
        .catch((error: unknown) => {
          console.warn('Could not get the link to manage the booking', error)
          return null
        })
      if (!live) return
      if (value) setToken(value)
      else if (tries > 1) timer = setTimeout(() => void ask(tries - 1), TOKEN_PAUSE_MS)
    }
    void ask(TOKEN_TRIES)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [clientId])
  return clientId ? token : null
}

/**
 * Shown after a booking: what was requested, 'Add to calendar' (.ics in New York time), and the
 * link to manage it (also in the confirmation e-mail).
 */
export function SuccessPanel({
  booking,
  clientId,
  onDismiss,
}: {
  booking: Booking
  clientId?: string | null
  onDismiss: () => void
}) {
  const when = `${formatDay(booking.date)} at ${booking.timeSlot} New York time`
  const token = useManageToken(clientId)

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
      {token ? (
        <p>
          <Link
            to={`${paths.manageBooking}?token=${encodeURIComponent(token)}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            Manage your booking
          </Link>
          <span className="text-ink-700"> (cancel or choose another time)</span>
        </p>
      ) : null}
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
