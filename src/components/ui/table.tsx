import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { TablePager } from '@/components/ui/table-pager'
import { cn } from '@/lib/utils'

/*
 * The staff screens' tables, in shadcn's Table shape: real table elements whose look is decided
 * once, by the table's variants; rows and cells carry no padding or borders of their own. The
 * pager under a paged table is TablePager (table-pager.tsx), the virtualized table VirtualTable,
 * and QueryTable (below) draws the rows a query read, with its loading, empty and failed states.
 */

const frameVariants = cva('w-full overflow-x-auto', {
  variants: {
    frame: {
      /** A bordered box as tall as its rows. */
      card: 'rounded-xl border border-ink-200',
      /** A white bordered box 400 px tall whose rows scroll under the (sticky) header. */
      scroll: 'relative h-[400px] overflow-y-auto rounded-xl border border-ink-200 bg-white',
      /** The scroll box as tall as the window allows below a toolbar, and never under 400 px. */
      fill: 'relative h-[max(400px,calc(100dvh-9rem))] overflow-y-auto rounded-xl border border-ink-200 bg-white',
      /** A box that only scrolls sideways. */
      plain: '',
      /** No box: the bare table, in a box of the caller's. */
      none: '',
    },
  },
  defaultVariants: { frame: 'card' },
})

const tableVariants = cva('text-sm', {
  variants: {
    layout: { full: 'w-full text-left', fit: '' },
    density: {
      default: '[&_td]:p-3 [&_th]:p-3',
      /** One line per row, buttons included (fixed-height rows). */
      tight: '[&_td]:px-3 [&_td]:py-2 [&_th]:p-3',
      compact: '[&_td]:px-2 [&_td]:py-1.5 [&_th]:px-2 [&_th]:py-1.5',
    },
    rules: {
      rows: '[&_tbody_tr]:border-b [&_tbody_tr]:border-ink-100 [&_tbody_tr:last-child]:border-0 [&_thead_tr]:border-b [&_thead_tr]:border-ink-200',
      none: '',
    },
  },
  defaultVariants: { layout: 'full', density: 'default', rules: 'rows' },
})

/** The name of a scrolling table's region. */
type RegionName = { 'aria-label': string } | { 'aria-labelledby': string }

/** `frame` and `rules` are this component's variants, not HTML's obsolete table attributes. */
type TableProps = Omit<React.ComponentProps<'table'>, 'frame' | 'rules'> &
  VariantProps<typeof frameVariants> &
  VariantProps<typeof tableVariants> & {
    /** Makes the scrolling box a named region that takes focus, so the keyboard scrolls it (WCAG 2.1.1). */
    region?: RegionName
    containerRef?: React.Ref<HTMLDivElement>
  }

export function Table({ className, frame, layout, density, rules, region, containerRef, ...props }: TableProps) {
  const table = (
    <table data-slot="table" className={cn(tableVariants({ layout, density, rules }), className)} {...props} />
  )
  if (frame === 'none') return table
  const focusable = region ? { role: 'region', tabIndex: 0, ...region } : {}
  return (
    <div
      ref={containerRef}
      data-slot="table-container"
      className={cn(frameVariants({ frame }), region && 'focus-visible:outline-2 focus-visible:outline-brand-500')}
      {...focusable}
    >
      {table}
    </div>
  )
}

const headerVariants = cva('sticky top-0 z-10', {
  variants: { tone: { shaded: 'bg-ink-50 text-ink-700', plain: 'text-ink-700' } },
  defaultVariants: { tone: 'shaded' },
})

export function TableHeader({
  className,
  tone,
  ...props
}: React.ComponentProps<'thead'> & VariantProps<typeof headerVariants>) {
  return <thead data-slot="table-header" className={cn(headerVariants({ tone }), className)} {...props} />
}

export function TableBody(props: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" {...props} />
}

export function TableRow(props: React.ComponentProps<'tr'>) {
  return <tr data-slot="table-row" {...props} />
}

/** A column's header, or with `scope="row"` the cell that names its row. */
export function TableHead({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(scope === 'row' ? 'font-medium text-ink-900' : 'font-semibold', className)}
      {...props}
    />
  )
}

export function TableCell(props: React.ComponentProps<'td'>) {
  return <td data-slot="table-cell" {...props} />
}

/** What the table holds, for assistive technology (the screen shows a heading). */
export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('sr-only', className)} {...props} />
}

type MessageRowProps = React.ComponentProps<'tr'> & { colSpan: number; children: React.ReactNode }

/** One row across every column that says something instead of rows. */
function MessageRow({ colSpan, children, ...props }: MessageRowProps) {
  return (
    <TableRow {...props}>
      <TableCell colSpan={colSpan} className="text-ink-600">
        {children}
      </TableCell>
    </TableRow>
  )
}

/** The row shown while the first rows load. */
export function TableLoadingRow(props: MessageRowProps) {
  return <MessageRow data-slot="table-loading-row" aria-busy="true" {...props} />
}

/** The row shown when there are no rows (none yet, or none that match). */
export function TableEmptyRow(props: MessageRowProps) {
  return <MessageRow data-slot="table-empty-row" {...props} />
}

/** What a table of fetched rows says: its caption, its column headings and each state's line. */
export interface QueryTableText {
  caption: string
  columns: readonly string[]
  /** Put before the error's message, e.g. 'The audit log could not be loaded'. */
  failed: string
  loading: string
  empty: string
}

/**
 * A table's words from what it lists, e.g. `tableText('the audit log', {...})`: "The audit log
 * could not be loaded", "Loading the audit log...".
 */
export function tableText(what: string, text: Pick<QueryTableText, 'caption' | 'columns' | 'empty'>): QueryTableText {
  return {
    ...text,
    failed: `${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded`,
    loading: `Loading ${what}...`,
  }
}

/** How the rows' query is going (a TanStack Query result has these). */
interface QueryStatus {
  isPending: boolean
  isError: boolean
  error: Error | null
}

/**
 * A table of the rows a query read, and the pager under it: each row as `children` draws it; no
 * rows, a line saying they are loading or that there are none; a failed query, an alert with its
 * message instead of the table.
 */
export function QueryTable<Row>({
  text,
  query,
  rows,
  pager,
  children: drawRow,
}: {
  text: QueryTableText
  query: QueryStatus
  rows: readonly Row[]
  pager: React.ComponentProps<typeof TablePager>
  children: (row: Row) => React.ReactNode
}) {
  const span = text.columns.length
  return (
    <>
      {query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {text.failed}: {query.error?.message}
        </p>
      ) : (
        // A named region that takes focus: on a phone the rows scroll sideways, and the keyboard
        // must reach that scroll too.
        <Table region={{ 'aria-label': text.caption }}>
          <TableCaption>{text.caption}</TableCaption>
          <TableHeader>
            <TableRow>
              {text.columns.map((heading) => (
                <TableHead key={heading}>{heading}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(drawRow)}
            {rows.length > 0 ? null : query.isPending ? (
              <TableLoadingRow colSpan={span}>{text.loading}</TableLoadingRow>
            ) : (
              <TableEmptyRow colSpan={span}>{text.empty}</TableEmptyRow>
            )}
          </TableBody>
        </Table>
      )}
      <TablePager {...pager} />
    </>
  )
}
