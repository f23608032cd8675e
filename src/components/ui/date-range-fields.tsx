import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'

/** Two calendar days ("yyyy-MM-dd", or '' for no bound), both included. */
export interface DayRange {
  from: string
  to: string
}

export const NO_DAY_RANGE: DayRange = { from: '', to: '' }

/** Whether the range can be asked for: empty bounds are open; a range ending before it starts cannot. */
export const isDayRangeValid = ({ from, to }: DayRange) => !from || !to || from <= to

/**
 * "From" and "To" days for a staff table's filter: native date inputs (the browser's own picker,
 * typed or by keyboard), grouped under `legend`. A range that ends before it starts says so on the
 * "To" field; the caller does not ask for it (isDayRangeValid).
 */
export function DateRangeFields({
  legend,
  value,
  onChange,
  max,
  className,
}: {
  legend: string
  value: DayRange
  onChange: (range: DayRange) => void
  /** The last day offered (e.g. today). */
  max?: string
  className?: string
}) {
  const error = isDayRangeValid(value) ? undefined : 'The range ends before it starts.'
  return (
    <fieldset className={cn('flex flex-wrap items-start gap-3', className)}>
      <legend className="sr-only">{legend}</legend>
      <Field label="From" className="w-44">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={value.from}
            max={value.to || max}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
          />
        )}
      </Field>
      <Field label="To" className="w-44" error={error}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={value.to}
            min={value.from || undefined}
            max={max}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
          />
        )}
      </Field>
    </fieldset>
  )
}
