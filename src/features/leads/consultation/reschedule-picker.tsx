import { useEffect, useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { DayAndTimeFields } from './day-and-time-fields'
import { consultationDefaults } from './options'
import type { ConsultationDraft } from './schema'
import { calendarDay } from './slots'
import { useTakenSlots } from './use-taken-slots'

/** A day ("yyyy-MM-dd", the calendar day picked) and a slot; empty until both are chosen. */
export interface SlotChoice {
  date: string
  slot: string
}

/**
 * Another day and time for a booking (the manage-booking page): the consultation form's date
 * field and time list, with the same taken and closed slots left out. `slotError` (the race's
 * message) shows next to the time field, which is then cleared and focused.
 */
export function ReschedulePicker({
  onChange,
  slotError,
}: {
  onChange: (choice: SlotChoice | null) => void
  slotError?: string
}) {
  const today = useMemo(() => new Date(), [])
  const form = useForm<ConsultationDraft>({ defaultValues: consultationDefaults })
  const taken = useTakenSlots()
  const { load } = taken
  const date = useWatch({ control: form.control, name: 'date' })
  const slot = useWatch({ control: form.control, name: 'timeSlot' })

  useEffect(() => {
    onChange(date && slot ? { date: calendarDay(date), slot } : null)
  }, [date, slot, onChange])

  useEffect(() => {
    if (!slotError) return
    form.setValue('timeSlot', '')
    form.setError('timeSlot', { type: 'slot_taken', message: slotError }, { shouldFocus: true })
    if (date) void load(date, true)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new refusal acts
  }, [slotError])

  return <DayAndTimeFields control={form.control} today={today} taken={taken} timeLabel="New Time (New York time)" />
}
