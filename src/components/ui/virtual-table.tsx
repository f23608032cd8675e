import { useVirtualizer } from '@tanstack/react-virtual'
import * as React from 'react'
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { cn } from '@/lib/utils'

export interface Column<T> {
  header: string
  /** CSS grid track, e.g. '10rem' or 'minmax(12rem, 2fr)'. */
  width: string
  cell: (row: T) => React.ReactNode
  /** Full text shown on hover when the cell is cut short. */
  title?: (row: T) => string
}

const ROW_HEIGHT = 48

/**
 * A 400 px table area whose rows are virtualized, so long lists scroll smoothly: the staff
 * Table with its rows placed by the virtualizer. ARIA table roles (with aria-rowcount /
 * aria-rowindex) keep it a table for assistive technology though only the visible rows are in
 * the DOM.
 */
export function VirtualTable<T>({
  label,
  rows,
  columns,
  rowKey,
  rowOffset = 0,
  totalRows = rows.length,
  empty,
  onRowsPainted,
}: {
  label: string
  rows: readonly T[]
  columns: readonly Column<T>[]
  rowKey: (row: T) => string
  /** Rows before this page (a paged table), for the row numbers assistive technology reads. */
  rowOffset?: number
  /** Rows in the whole list, when `rows` is one page of it. */
  totalRows?: number
  empty: React.ReactNode
  /** Called after the rows are on screen (for the dashboard benchmark). */
  onRowsPainted?: () => void
}) {
  const scrollRef = React.useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1000, height: 400 },
  })
  const template = columns.map((c) => c.width).join(' ')

  // Another page starts at its top.
  React.useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 })
  }, [rowOffset])

  React.useEffect(() => {
    if (!onRowsPainted) return
    const frame = requestAnimationFrame(() => onRowsPainted())
    return () => cancelAnimationFrame(frame)
  }, [rows, onRowsPainted])

  return (
    // Table elements with the table roles spelled out: their display is changed to lay the rows
    // out as a grid, and only the visible rows are in the DOM (aria-rowcount / aria-rowindex).
    <Table
      frame="scroll"
      density="tight"
      region={{ 'aria-label': label }}
      containerRef={scrollRef}
      role="table"
      aria-label={label}
      // The header, then every row of the list (or the one that says there is none).
      aria-rowcount={rows.length === 0 ? 2 : totalRows + 1}
      className="block min-w-[56rem]"
    >
      <TableHeader role="rowgroup" className="block">
        <TableRow role="row" aria-rowindex={1} className="grid" style={{ gridTemplateColumns: template }}>
          {columns.map((column) => (
            <TableHead key={column.header} role="columnheader">
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      {rows.length === 0 ? (
        <TableBody role="rowgroup" className="block">
          <TableEmptyRow
            role="row"
            aria-rowindex={2}
            colSpan={columns.length}
            className="grid h-[340px] place-items-center text-center"
          >
            {empty}
          </TableEmptyRow>
        </TableBody>
      ) : (
        <TableBody role="rowgroup" className="relative block" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index] as T
            return (
              <TableRow
                key={rowKey(row)}
                role="row"
                aria-rowindex={rowOffset + item.index + 2}
                className={cn('absolute inset-x-0 top-0 grid items-center', item.index % 2 === 1 && 'bg-ink-50/60')}
                style={{ gridTemplateColumns: template, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              >
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    role="cell"
                    className="truncate text-ink-800"
                    title={column.title?.(row)}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            )
          })}
        </TableBody>
      )}
    </Table>
  )
}
