import { useCallback, useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { SLOT_TAKEN_MESSAGE } from '@/lib/backend/consultation-slots'
import type { SubmissionInput } from '@/lib/backend/leads-schema'
import { showBookingCap } from './booking-cap'
import type { ConsultationDraft, ConsultationValues } from './schema'
import { draftFromSubmission } from './draft'

type Form = UseFormReturn<ConsultationDraft, unknown, ConsultationValues>
type Subscribe = (listener: (input: SubmissionInput, error: unknown) => void) => () => void

/**
 * Losing the race for a slot: everything typed stays, the time is cleared and the message shows
 * next to the time field (focused), and the day's taken slots are loaded again. `watch` also
 * takes back a booking the outbox could only send later, once this form has submitted; one
 * refused by a booking cap keeps its time and says why next to its field instead.
 */
export function useSlotRace(form: Form, reload: (day: Date) => void, onHandBack: () => void) {
  const stop = useRef<(() => void) | null>(null)
  useEffect(() => () => stop.current?.(), [])

  const lose = useCallback(() => {
    form.setValue('timeSlot', '')
    form.setError('timeSlot', { type: 'slot_taken', message: SLOT_TAKEN_MESSAGE }, { shouldFocus: true })
    const day = form.getValues('date')
    if (day) reload(day)
  }, [form, reload])

  const watch = useCallback(
    (subscribe: Subscribe) => {
      stop.current ??= subscribe((input, error) => {
        onHandBack()
        form.reset(draftFromSubmission(input))
        if (!showBookingCap(form, error)) lose()
      })
    },
    [form, lose, onHandBack],
  )
  return { lose, watch }
}
