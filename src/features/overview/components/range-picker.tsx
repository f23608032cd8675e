import { RANGE_DAYS, periodLabel, type RangeDays } from '../lib/period'

/**
 * 7, 30 or 90 New York days: native radios, so arrows and Tab behave as everywhere else. `name`
 * keeps each picker's radios a group of their own.
 */
export function RangePicker({
  value,
  onChange,
  name = 'overview-range',
}: {
  value: RangeDays
  onChange: (days: RangeDays) => void
  name?: string
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Range</legend>
      <span aria-hidden="true" className="text-sm font-medium text-ink-700">
        Range
      </span>
      <div className="inline-flex gap-1 rounded-xl bg-ink-100 p-1">
        {RANGE_DAYS.map((days) => (
          <label
            key={days}
            className="cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium text-ink-700 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={value === days}
              onChange={() => onChange(days)}
            />
            {periodLabel(days)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
