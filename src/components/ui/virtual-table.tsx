import { useVirtualizer } from '@tanstack/react-virtual'
import * as React from 'react'
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
 * A 400 px table area whose rows are virtualized, so long lists scroll smoothly. ARIA table
 * roles (with aria-rowcount / aria-rowindex) keep it a table for assistive technology even
 * though only the visible rows are in the DOM.
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
    // The scroll area takes focus so keyboard users can scroll rows that hold no button.
    <div
      ref={scrollRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      role="region"
      aria-label={label}
      className="relative h-[400px] overflow-auto rounded-xl border border-ink-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <div role="table" aria-label={label} aria-rowcount={totalRows + 1} className="min-w-[56rem] text-sm">
        <div role="rowgroup" className="sticky top-0 z-10 border-b border-ink-200 bg-ink-50">
          <div role="row" aria-rowindex={1} className="grid" style={{ gridTemplateColumns: template }}>
            {columns.map((column) => (
              <div key={column.header} role="columnheader" className="px-3 py-3 text-left font-semibold text-ink-800">
                {column.header}
              </div>
            ))}
          </div>
        </div>
        {rows.length === 0 ? null : (
          <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index] as T
              return (
                <div
                  key={rowKey(row)}
                  role="row"
                  aria-rowindex={rowOffset + item.index + 2}
                  className={cn(
                    'absolute inset-x-0 top-0 grid items-center border-b border-ink-100',
                    item.index % 2 === 1 && 'bg-ink-50/60',
                  )}
                  style={{
                    gridTemplateColumns: template,
                    height: ROW_HEIGHT,
                    transform: `translateY(${item.start}px)`,
                  }}
                >
                  {columns.map((column) => (
                    <div
                      key={column.header}
                      role="cell"
                      className="truncate px-3 text-ink-800"
                      title={column.title?.(row)}
                    >
                      {column.cell(row)}
                    </div>
                  ))}
                </div>
              )
            })}
          </div>
        )}
      </div>
      {rows.length === 0 ? (
        <div className="flex h-[340px] items-center justify-center px-4 text-center text-ink-600">{empty}</div>
      ) : null}
    </div>
  )
}
