import { formatUsd, type YearRow } from '../model/math'

/** The year-by-year projection as a table (the chart's accessible twin), described by the legend. */
export function ScheduleTable({ schedule, legendId }: { schedule: YearRow[]; legendId: string }) {
  return (
    <div
      role="region"
      aria-label="Year-by-year projection table"
      aria-describedby={legendId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      // On a phone the table is shown whole (no scroll inside the page's); wider, 30 years scroll within 20 rem.
      className="report-scroll rounded-lg border border-ink-200 sm:max-h-80 sm:overflow-y-auto"
    >
      <table className="w-full text-right text-xs tabular-nums sm:text-sm">
        <caption className="sr-only">Year-by-year projection (hypothetical, not a guarantee)</caption>
        <thead className="bg-ink-50 text-ink-800 sm:sticky sm:top-0">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3 text-left">
              Year
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              Contributions
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              Growth
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              Total Value
            </th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((row) => (
            <tr key={row.year} className="border-t border-ink-100">
              <th scope="row" className="px-2 py-1.5 sm:px-3 text-left font-medium">
                {row.year}
              </th>
              <td className="px-2 py-1.5 sm:px-3">{formatUsd(row.invested)}</td>
              <td className="px-2 py-1.5 sm:px-3">{formatUsd(row.growth)}</td>
              <td className="px-2 py-1.5 sm:px-3">{formatUsd(row.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
