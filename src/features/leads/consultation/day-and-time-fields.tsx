import type { ComponentProps } from 'react'
import { SelectField } from '@/components/form'
import { DateField } from './date-field'

/**
 * A consultation's day (the calendar) and time (the chosen day's open slots, disabled until a day
 * is chosen), side by side: the booking form and the reschedule picker.
 */
export function DayAndTimeFields({
  timeLabel,
  timeOptions,
  dayChosen,
  ...dateField
}: ComponentProps<typeof DateField> & {
  timeLabel: string
  timeOptions: ComponentProps<typeof SelectField>['options']
  dayChosen: boolean
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <DateField {...dateField} />
      <SelectField
        control={dateField.control}
        name="timeSlot"
        label={timeLabel}
        options={timeOptions}
        placeholder={dayChosen ? 'Select a time' : 'Choose a date first'}
        disabled={!dayChosen}
        required
      />
    </div>
  )
}
