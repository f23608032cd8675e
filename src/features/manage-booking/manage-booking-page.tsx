import { useQuery } from '@tanstack/react-query'
import { startTransition, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { Confirmation } from '@/components/form/confirmation'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { viewBooking } from './api/lazy'
import { BookingActions, type RenderPicker } from './booking-actions'
import { bookingWhen, PROBLEM_HELP, PROBLEM_TEXT, tokenFrom } from './outcomes'
import { AnswerPanel } from './problem-panel'

/**
 * False while the prerendered page hydrates (it was made without the address's token), then true.
 * Set once hydrated, in a transition: only this page renders again, in slices that leave the main
 * thread free (a store whose client value differs from the server's, `useSyncExternalStore`,
 * would re-render it at once, one long task as the page loads).
 */
function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => startTransition(() => setInBrowser(true)), [])
  return inBrowser
}

const UNREACHABLE = 'We could not reach our server. Nothing was changed: please try again in a moment.'

/**
 * /manage-booking?token=...: the visitor's consultation (day, time, first name), read with the
 * token of their link, with Cancel and Reschedule. Opening the link changes nothing; a press does.
 */
export function ManageBookingPage({ renderPicker }: { renderPicker: RenderPicker }) {
  const { search } = useLocation()
  const navigate = useNavigate()
  const inBrowser = useInBrowser()
  const token = inBrowser ? tokenFrom(search) : null
  const [cancelled, setCancelled] = useState(false)
  const [movedTo, setMovedTo] = useState<string | null>(null)
  // A problem found as the link opens is the page itself; after a press it is the answer to it.
  const [pressed, setPressed] = useState(false)
  const view = useQuery({
    queryKey: ['manage-booking', token],
    queryFn: () => viewBooking(token ?? ''),
    enabled: token !== null,
    retry: false,
  })

  let body: React.ReactNode
  if (!inBrowser) {
    body = <p className="text-ink-700">Loading your booking...</p>
  } else if (cancelled) {
    body = <AnswerPanel done title="Your booking is cancelled" text="We have e-mailed you a confirmation." />
  } else if (!token) {
    body = <AnswerPanel done={false} {...PROBLEM_TEXT.invalid} help={PROBLEM_HELP} takeFocus={false} />
  } else if (view.isPending) {
    body = <p className="text-ink-700">Loading your booking...</p>
  } else if (view.isError) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="font-medium text-red-700">
          {UNREACHABLE}
        </p>
        <Button variant="outline" onClick={() => void view.refetch()}>
          Try again
        </Button>
      </div>
    )
  } else if (view.data.state !== 'ok') {
    body = <AnswerPanel done={false} {...PROBLEM_TEXT[view.data.state]} help={PROBLEM_HELP} takeFocus={pressed} />
  } else {
    const booking = view.data
    body = (
      <>
        {movedTo ? (
          <Confirmation title="Your booking is moved" className="rounded-2xl p-6" titleClassName="text-xl">
            <p className="text-ink-700">{`Your consultation is now on ${movedTo}. We have e-mailed you a confirmation.`}</p>
          </Confirmation>
        ) : null}
        <section aria-labelledby="booking-heading" className="grid gap-2">
          <h2 id="booking-heading" className="text-xl font-semibold text-ink-900">
            {booking.name ? `${booking.name}, your consultation` : 'Your consultation'}
          </h2>
          <p className="text-lg text-ink-800">{bookingWhen(booking.date, booking.slot)}</p>
        </section>
        <BookingActions
          key={token}
          token={token}
          date={booking.date}
          slot={booking.slot}
          renderPicker={renderPicker}
          onCancelled={(answer) => {
            setPressed(true)
            if (answer.state === 'cancelled') setCancelled(true)
            else void view.refetch()
          }}
          onMoved={(answer) => {
            setPressed(true)
            if (answer.state !== 'ok') return void view.refetch()
            setMovedTo(bookingWhen(answer.date, answer.slot))
            // The old link is void now: the address carries the new one, so a reload still works.
            void navigate(`${paths.manageBooking}?token=${encodeURIComponent(answer.token)}`, { replace: true })
          }}
        />
      </>
    )
  }

  return (
    <section className="mx-auto grid max-w-2xl gap-6 px-4 py-16">
      <Seo
        title="Manage your booking"
        description="See, move or cancel your consultation with us."
        path={paths.manageBooking}
        noindex={token !== null}
      />
      <h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">Manage your booking</h1>
      <p className="text-lg text-ink-700">
        See your consultation with us, choose another time or cancel it. Nothing changes until you press a button and
        confirm.
      </p>
      {/* Room for the answer that replaces "Loading": the footer does not jump when it comes. */}
      <div className="grid min-h-80 content-start gap-6">{body}</div>
    </section>
  )
}
