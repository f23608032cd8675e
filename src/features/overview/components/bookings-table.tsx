import { Card } from '@/components/ui/card'
import type { SiteStats } from '@/lib/backend/ports'
import { bookingsGrid } from '../lib/overview-data'

/** Consultations by booked weekday and slot: a table whose cells are shaded by count and show it. */
export function BookingsTable({ stats }: { stats: SiteStats }) {
  const grid = bookingsGrid(stats)
  return (
    <Card className="grid gap-4">
      <h3 id="overview-bookings" className="text-base font-semibold text-ink-900">
        Consultations booked by weekday and slot
      </h3>
      {grid.rows.length === 0 ? (
        <p className="text-sm text-ink-600">No consultations booked in this range</p>
      ) : (
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
          tabIndex={0}
          role="region"
          aria-labelledby="overview-bookings"
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <table className="text-sm" aria-labelledby="overview-bookings">
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1.5 text-left font-semibold text-ink-700">
                  Weekday
                </th>
                {grid.slots.map((slot) => (
                  <th key={slot} scope="col" className="px-2 py-1.5 font-semibold whitespace-nowrap text-ink-700">
                    {slot}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((row) => (
                <tr key={row.weekday}>
                  <th scope="row" className="px-2 py-1.5 text-left font-medium text-ink-900">
                    {row.weekday}
                  </th>
                  {row.counts.map((n, i) => (
                    <td
                      key={grid.slots[i]}
                      className="px-2 py-1.5 text-center tabular-nums"
                      // Lighter blues for few bookings, darker for many; the number is always written.
                      style={{
                        background: n ? `rgb(28 61 109 / ${0.12 + (0.88 * n) / grid.max})` : undefined,
                        color: n / grid.max > 0.45 ? '#ffffff' : '#151b24',
                      }}
                    >
                      {n}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}
