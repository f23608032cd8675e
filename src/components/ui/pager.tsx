import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'

const n = (value: number) => value.toLocaleString('en-US')

/** "Showing 51–100 of 1,500 submissions" and the page buttons under a paged table. */
export function Pager({
  label,
  noun,
  page,
  pageSize,
  shown,
  total,
  onPage,
}: {
  /** Names the navigation landmark, e.g. 'Form submissions pages'. */
  label: string
  noun: string
  page: number
  pageSize: number
  shown: number
  total: number
  onPage: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = page * pageSize
  const range = shown === 0 ? '0' : `${n(first + 1)}–${n(first + shown)}`
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-ink-700">
      <p aria-live="polite">
        Showing {range} of {n(total)} {noun}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page === 0}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous page
        </Button>
        <span>
          Page {n(Math.min(page + 1, pages))} of {n(pages)}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page + 1 >= pages}>
          Next page
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  )
}
