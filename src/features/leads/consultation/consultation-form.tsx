import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import {
  lazyResolver,
  loadOnce,
  SelectField,
  TextareaField,
  TextField,
  useLeadForm,
  type LeadSubmit,
} from '@/components/form'
import { Button } from '@/components/ui/button'
import { showBookingCap } from './booking-cap'
import type { Booking } from './calendar-file'
import { DayAndTimeFields } from './day-and-time-fields'
import { consultationDefaults } from './options'
import type { ConsultationDraft, ConsultationValues } from './schema'
import { INVESTMENT_INTERESTS } from './slots'
import { useSlotRace } from './use-slot-race'
import { useTakenSlots } from './use-taken-slots'

// Validation (zod), the submit step (sonner, the submission path) and the success panel are
// their own chunks: imported when the visitor starts filling the form, so the first load
// carries none of them.
const loadSteps = loadOnce(() => import('./submit'))
const loadSuccessPanel = loadOnce(() => import('./success-panel'))
const SuccessPanel = lazy(() => loadSuccessPanel().then((m) => ({ default: m.SuccessPanel })))
const logLoadError = (error: unknown) => console.error('Could not load the consultation submit step', error)

export function ConsultationForm() {
  const today = useMemo(() => new Date(), [])
  const resolver = useMemo(
    () =>
      lazyResolver<ConsultationDraft, unknown, ConsultationValues>(() =>
        import('./validation').then((m) => m.consultationResolver(today)),
      ),
    [today],
  )
  const [booking, setBooking] = useState<(Booking & { clientId: string | null }) | null>(null)
  const taken = useTakenSlots()
  const { load: loadTaken } = taken
  const reloadTaken = useCallback((day: Date) => void loadTaken(day, true), [loadTaken])

  const { form, honeypot, onSubmit, onFocus } = useLeadForm({
    resolver,
    defaultValues: consultationDefaults,
    what: 'consultation',
    // Each submit first takes back, from then on, a booking the outbox could only send later.
    loadSubmit: () =>
      loadSteps().then(
        ({ submitConsultation, onSlotConflict }): LeadSubmit<ConsultationValues> =>
          (values, context) => {
            race.watch(onSlotConflict)
            return submitConsultation(values, context)
          },
      ),
    preload: () => {
      loadSuccessPanel().catch(logLoadError)
    },
    onStored: ({ values, outcome }) => {
      // The booking's link to manage it, once stored (now, or when the outbox sends it).
      const clientId = outcome?.status === 'stored' || outcome?.status === 'queued' ? outcome.clientId : null
      setBooking({ date: values.date, timeSlot: values.timeSlot, fullName: values.fullName, clientId })
      reloadTaken(values.date) // the slot just booked is no longer offered
    },
    onRefused: ({ code, error }): boolean => {
      if (code !== 'slot_taken') return showBookingCap(form, error) // past a cap: said next to its field
      race.lose() // someone booked it first: no toast, the form says so next to the time field
      return true
    },
  })
  const { isSubmitting } = form.formState

  const hideBooking = useCallback(() => setBooking(null), [])
  const race = useSlotRace(form, reloadTaken, hideBooking)

  return (
    <div className="grid gap-6">
      {booking ? (
        <Suspense fallback={null}>
          <SuccessPanel booking={booking} clientId={booking.clientId} onDismiss={() => setBooking(null)} />
        </Suspense>
      ) : null}
      <form noValidate onSubmit={onSubmit} onFocus={onFocus} className="grid gap-5" aria-label="Consultation request">
        <TextField control={form.control} name="fullName" label="Full Name" required autoComplete="name" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField control={form.control} name="email" label="Email" type="email" required autoComplete="email" />
          <TextField control={form.control} name="phone" label="Phone Number" type="tel" required autoComplete="tel" />
        </div>
        <DayAndTimeFields
          control={form.control}
          today={today}
          taken={taken}
          timeLabel="Preferred Time (New York time)"
        />
        <SelectField
          control={form.control}
          name="investmentInterest"
          label="Investment Interest"
          options={INVESTMENT_INTERESTS}
          placeholder="Select your main interest"
        />
        <TextareaField control={form.control} name="message" label="Additional Information" rows={4} />
        {honeypot}
        <div>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Scheduling...' : 'Schedule Consultation'}
          </Button>
        </div>
      </form>
    </div>
  )
}
