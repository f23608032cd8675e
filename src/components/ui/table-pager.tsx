import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

const n = (value: number) => value.toLocaleString('en-US')

interface PagerStep {
  label: string
  disabled: boolean
  onClick: () => void
}

/** Numbered pages: "Showing 51–100 of 1,500 submissions", "Page 2 of 30". */
interface NumberedPages {
  page: number
  pageSize: number
  /** Rows on this page. */
  shown: number
  total: number
  noun: string
  onPage: (page: number) => void
}

/** Pages read by a key (keyset paging), where no total is known: the two steps alone. */
interface KeysetPages {
  previous: PagerStep
  next: PagerStep
}

function numbered({ page, pageSize, shown, total, noun, onPage }: NumberedPages) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = page * pageSize
  const range = shown === 0 ? '0' : `${n(first + 1)}–${n(first + shown)}`
  return {
    summary: `Showing ${range} of ${n(total)} ${noun}`,
    position: `Page ${n(Math.min(page + 1, pages))} of ${n(pages)}`,
    previous: { label: 'Previous page', disabled: page === 0, onClick: () => onPage(page - 1) },
    next: { label: 'Next page', disabled: page + 1 >= pages, onClick: () => onPage(page + 1) },
  }
}

/** The navigation under a paged table: what is shown and the page buttons (or, keyset, the two steps). */
export function TablePager({
  label,
  className,
  ...paging
}: {
  /** Names the navigation landmark, e.g. 'Form submissions pages'. */
  label: string
  className?: string
} & (NumberedPages | KeysetPages)) {
  const { summary, position, previous, next } =
    'page' in paging
      ? numbered(paging)
      : { summary: null, position: null, previous: paging.previous, next: paging.next }
  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm text-ink-700', className)}
    >
      {summary ? <p aria-live="polite">{summary}</p> : null}
      <div className={cn('flex items-center gap-2', !summary && 'ml-auto')}>
        <Button variant="outline" size="sm" onClick={previous.onClick} disabled={previous.disabled}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {previous.label}
        </Button>
        {position ? <span>{position}</span> : null}
        <Button variant="outline" size="sm" onClick={next.onClick} disabled={next.disabled}>
          {next.label}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  )
}
