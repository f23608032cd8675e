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
      className="report-scroll max-h-80 overflow-auto rounded-lg border border-ink-200"
    >
      <table className="w-full text-right text-sm">
        <caption className="sr-only">Year-by-year projection (hypothetical, not a guarantee)</caption>
        <thead className="sticky top-0 bg-ink-50 text-ink-800">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Year
            </th>
            <th scope="col" className="px-3 py-2">
              Contributions
            </th>
            <th scope="col" className="px-3 py-2">
              Growth
            </th>
            <th scope="col" className="px-3 py-2">
              Total Value
            </th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((row) => (
            <tr key={row.year} className="border-t border-ink-100">
              <th scope="row" className="px-3 py-1.5 text-left font-medium">
                {row.year}
              </th>
              <td className="px-3 py-1.5">{formatUsd(row.invested)}</td>
              <td className="px-3 py-1.5">{formatUsd(row.growth)}</td>
              <td className="px-3 py-1.5">{formatUsd(row.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
