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
  /** Classes for the cell's text in a wrapping table, e.g. 'line-clamp-3' for a column that gives way. */
  className?: string
}

const ROW_HEIGHT = 48
/** A wrapping table's first guess at a row, before the row is measured. */
const WRAPPED_ROW_HEIGHT = 64

/**
 * A 400 px table area whose rows are virtualized, so long lists scroll smoothly: the staff
 * Table with its rows placed by the virtualizer. ARIA table roles (with aria-rowcount /
 * aria-rowindex) keep it a table for assistive technology though only the visible rows are in
 * the DOM.
 *
 * `wrap`: a table to work at instead, as tall as the window allows: its cells wrap and each row is
 * as tall as its text (rows are measured), no sideways scroll from 1024 px up, and below that each
 * row is a card of labelled lines. `onRowClick`: a click anywhere on a row opens it (clicks on the
 * row's own buttons and links, and text being selected, excepted); the keyboard's way in is a
 * button in the row.
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
  wrap = false,
  onRowClick,
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
  wrap?: boolean
  onRowClick?: (row: T) => void
}) {
  const scrollRef = React.useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (wrap ? WRAPPED_ROW_HEIGHT : ROW_HEIGHT),
    overscan: 8,
    initialRect: { width: 1000, height: 400 },
  })
  const template = columns.map((c) => c.width).join(' ')
  // A wrapping table's rows take their columns from this variable from 1024 px up (cards below).
  const columnsStyle = { '--columns': template } as React.CSSProperties
  const rowClass = wrap ? 'max-lg:flex max-lg:flex-col max-lg:py-2 lg:grid lg:grid-cols-(--columns)' : 'grid'

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
      frame={wrap ? 'fill' : 'scroll'}
      density={wrap ? 'compact' : 'tight'}
      region={{ 'aria-label': label }}
      containerRef={scrollRef}
      role="table"
      aria-label={label}
      // The header, then every row of the list (or the one that says there is none).
      aria-rowcount={rows.length === 0 ? 2 : totalRows + 1}
      className={cn('block', !wrap && 'min-w-[56rem]')}
    >
      <TableHeader role="rowgroup" className={cn('block', wrap && 'max-lg:sr-only')}>
        <TableRow
          role="row"
          aria-rowindex={1}
          className={cn(rowClass, wrap && 'items-end')}
          style={wrap ? columnsStyle : { gridTemplateColumns: template }}
        >
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
                data-index={item.index}
                ref={wrap ? virtualizer.measureElement : undefined}
                className={cn(
                  'absolute inset-x-0 top-0',
                  rowClass,
                  wrap ? 'lg:items-start' : 'items-center',
                  item.index % 2 === 1 && 'bg-ink-50/60',
                  onRowClick && 'cursor-pointer hover:bg-brand-50',
                )}
                style={{
                  ...(wrap ? columnsStyle : { gridTemplateColumns: template, height: ROW_HEIGHT }),
                  transform: `translateY(${item.start}px)`,
                }}
                onClick={onRowClick ? (event) => opensRow(event) && onRowClick(row) : undefined}
              >
                {columns.map((column) =>
                  wrap ? (
                    <WrappedCell key={column.header} column={column} row={row} />
                  ) : (
                    <TableCell
                      key={column.header}
                      role="cell"
                      className="truncate text-ink-800"
                      title={column.title?.(row)}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ),
                )}
              </TableRow>
            )
          })}
        </TableBody>
      )}
    </Table>
  )
}

/** A wrapping table's cell; in a card (below 1024 px) its line starts with the column's name. */
function WrappedCell<T>({ column, row }: { column: Column<T>; row: T }) {
  return (
    <TableCell role="cell" className="min-w-0 text-ink-800 max-lg:flex max-lg:gap-3 max-lg:py-0.5">
      <span aria-hidden="true" className="w-28 shrink-0 font-medium text-ink-600 lg:hidden">
        {column.header}
      </span>
      <div className={cn('min-w-0 wrap-break-word', column.className)} title={column.title?.(row)}>
        {column.cell(row)}
      </div>
    </TableCell>
  )
}

/** Whether a click on a row opens it: not one on a control of its own, nor the end of a text selection. */
function opensRow(event: React.MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element
  if (target.closest('a, button, input, select, textarea, label, [role="button"]')) return false
  return !window.getSelection()?.toString()
}
