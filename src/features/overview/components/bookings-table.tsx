import { Card } from '@/components/ui/card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import type { SiteStats } from '@/lib/backend/site-stats/schema'
import { bookingsGrid } from '../lib/overview-data'
import { shownCell, type TableData } from '../lib/table-csv'
import { DownloadCsvButton } from './download-csv-button'
import { useTablePeriod } from './table-period'

const TITLE = 'Consultations booked by weekday and slot'

/** Consultations by booked weekday and slot: a table whose cells are shaded by count and show it. */
export function BookingsTable({ stats }: { stats: SiteStats }) {
  const grid = bookingsGrid(stats)
  const period = useTablePeriod()
  const table = (): TableData => ({
    columns: ['Weekday', ...grid.slots],
    rows: grid.rows.map((row) => [row.weekday, ...row.counts]),
  })
  return (
    <Card className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="overview-bookings" className="text-base font-semibold text-ink-900">
          {TITLE}
        </h3>
        {period && grid.rows.length > 0 ? <DownloadCsvButton title={TITLE} period={period} table={table} /> : null}
      </div>
      {grid.rows.length === 0 ? (
        <p className="text-sm text-ink-600">No consultations booked in this range</p>
      ) : (
        <Table
          frame="plain"
          layout="fit"
          density="compact"
          rules="none"
          region={{ 'aria-labelledby': 'overview-bookings' }}
          aria-labelledby="overview-bookings"
        >
          <TableHeader tone="plain">
            <TableRow>
              <TableHead className="text-left">Weekday</TableHead>
              {grid.slots.map((slot) => (
                <TableHead key={slot} className="whitespace-nowrap">
                  {slot}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {grid.rows.map((row) => (
              <TableRow key={row.weekday}>
                <TableHead scope="row" className="text-left">
                  {row.weekday}
                </TableHead>
                {row.counts.map((n, i) => (
                  <TableCell
                    key={grid.slots[i]}
                    className="text-center tabular-nums"
                    // Lighter blues for few bookings, darker for many; the number is always written.
                    style={{
                      background: n ? `rgb(28 61 109 / ${0.12 + (0.88 * n) / grid.max})` : undefined,
                      color: n / grid.max > 0.45 ? '#ffffff' : '#151b24',
                    }}
                  >
                    {shownCell(n)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  )
}
