import { RANGE_DAYS, periodLabel, type RangeDays } from '../lib/period'

/**
 * 7, 30 or 90 New York days: native radios, so arrows and Tab behave as everywhere else. `name`
 * keeps each picker's radios a group of their own. On a phone the three choices share the width
 * (the picker never widens the page).
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
    <fieldset className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
      <legend className="sr-only">Range</legend>
      <span aria-hidden="true" className="text-sm font-medium text-ink-700">
        Range
      </span>
      <div className="grid w-full grid-cols-3 gap-1 rounded-xl bg-ink-100 p-1 sm:inline-grid sm:w-auto">
        {RANGE_DAYS.map((days) => (
          <label
            key={days}
            className="cursor-pointer rounded-lg px-2 py-1.5 text-center text-sm whitespace-nowrap sm:px-3 font-medium text-ink-700 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
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
