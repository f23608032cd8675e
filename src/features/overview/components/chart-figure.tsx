import { useId, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { cn } from '@/lib/utils'
import { shownCell as cell, type TableData } from '../lib/table-csv'
import { DownloadCsvButton } from './download-csv-button'
import { useTablePeriod } from './table-period'

export type { TableData }

/** The numbers behind a chart as a real table (first column: row headers). */
function DataTable({ caption, data }: { caption: string; data: TableData }) {
  return (
    <Table frame="none" density="compact">
      <TableCaption>{caption}</TableCaption>
      <TableHeader tone="plain">
        <TableRow>
          {data.columns.map((column, i) => (
            <TableHead key={column} className={i > 0 ? 'text-right' : undefined}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {/* By position: two rows may share their first cell (one source, two campaigns). */}
        {data.rows.map(([head, ...values], row) => (
          <TableRow key={row}>
            <TableHead scope="row" className="max-w-64 truncate" title={String(head)}>
              {cell(head ?? '')}
            </TableHead>
            {values.map((value, i) => (
              <TableCell key={data.columns[i + 1]} className="text-right text-ink-900 tabular-nums">
                {cell(value)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/**
 * A chart with its text alternative. The drawing is decorative for assistive technology: the
 * table holds the same numbers and is always in the page (visually hidden until "Show as table").
 * Inside the Overview's period, the table can be downloaded as CSV.
 */
export function ChartFigure({
  title,
  table,
  children,
  className,
}: {
  title: string
  table: TableData
  children: ReactNode
  className?: string
}) {
  const [asTable, setAsTable] = useState(false)
  const headingId = useId()
  const period = useTablePeriod()
  return (
    <Card className={cn('grid min-w-0 grid-cols-1 content-start gap-4', className)}>
      <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold text-ink-900">
            {title}
          </h3>
          <div className="flex flex-wrap gap-1">
            <Button variant="ghost" size="xs" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
              Show as table
            </Button>
            {period ? <DownloadCsvButton title={title} period={period} table={() => table} /> : null}
          </div>
        </div>
        {asTable ? null : <div aria-hidden="true">{children}</div>}
        <div className={asTable ? undefined : 'sr-only'}>
          <DataTable caption={title} data={table} />
        </div>
      </section>
    </Card>
  )
}
