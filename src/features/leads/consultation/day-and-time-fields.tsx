import { useCallback } from 'react'
import { useWatch, type Control } from 'react-hook-form'
import { SelectField } from '@/components/form'
import { DateField } from './date-field'
import type { ConsultationDraft } from './schema'
import { isFullyBooked } from './taken-slots'
import { useSlotOptions, type TakenSlots } from './use-taken-slots'

/**
 * A consultation's day (the calendar, days with no open slot disabled) and time (the chosen day's
 * open slots, disabled until a day is chosen), side by side: the booking form and the reschedule
 * picker. `taken` is the caller's, which also reloads a day after a lost race.
 */
export function DayAndTimeFields({
  control,
  today,
  taken,
  timeLabel,
}: {
  control: Control<ConsultationDraft>
  today: Date
  taken: TakenSlots
  timeLabel: string
}) {
  const date = useWatch({ control, name: 'date' })
  const timeOptions = useSlotOptions(taken, date)
  const { load, slotsFor } = taken
  const fullyBooked = useCallback((day: Date) => isFullyBooked(slotsFor(day), day), [slotsFor])
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <DateField control={control} today={today} isFullyBooked={fullyBooked} onShowMonth={load} />
      <SelectField
        control={control}
        name="timeSlot"
        label={timeLabel}
        options={timeOptions}
        placeholder={date ? 'Select a time' : 'Choose a date first'}
        disabled={!date}
        required
      />
    </div>
  )
}
