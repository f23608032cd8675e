import { useId, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/utils'

export interface TableData {
  columns: string[]
  rows: (string | number)[][]
}

const cell = (value: string | number) => (typeof value === 'number' ? value.toLocaleString('en-US') : value)

/** The numbers behind a chart as a real table (first column: row headers). */
function DataTable({ caption, data, className }: { caption: string; data: TableData; className?: string }) {
  return (
    <table className={cn('w-full text-left text-sm', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-ink-200 text-ink-700">
          {data.columns.map((column, i) => (
            <th key={column} scope="col" className={cn('px-2 py-1.5 font-semibold', i > 0 && 'text-right')}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.rows.map(([head, ...values]) => (
          <tr key={String(head)} className="border-b border-ink-100 last:border-0">
            <th scope="row" className="max-w-64 truncate px-2 py-1.5 font-medium text-ink-900" title={String(head)}>
              {cell(head ?? '')}
            </th>
            {values.map((value, i) => (
              <td key={data.columns[i + 1]} className="px-2 py-1.5 text-right text-ink-900 tabular-nums">
                {cell(value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * A chart with its text alternative. The drawing is decorative for assistive technology: the
 * table holds the same numbers and is always in the page (visually hidden until "Show as table").
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
  return (
    <Card className={cn('grid content-start gap-4', className)}>
      <section aria-labelledby={headingId} className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold text-ink-900">
            {title}
          </h3>
          <Button variant="ghost" size="xs" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
            Show as table
          </Button>
        </div>
        {asTable ? null : <div aria-hidden="true">{children}</div>}
        <div className={asTable ? undefined : 'sr-only'}>
          <DataTable caption={title} data={table} />
        </div>
      </section>
    </Card>
  )
}
