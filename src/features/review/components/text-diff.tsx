import { useId, useMemo } from 'react'
import { cn } from '@/lib/utils'
import { diffMarkdown, foldUnchanged, type DiffRow } from '../lib/line-diff'

const LINE_STYLES = {
  added: 'bg-emerald-50 text-emerald-950',
  removed: 'bg-red-50 text-red-950',
  same: 'text-ink-700',
} as const
const MARKS = { added: '+', removed: '−', same: ' ' } as const
const SAID = { added: 'Added: ', removed: 'Removed: ', same: '' } as const

function Row({ row }: { row: DiffRow }) {
  if (row.kind === 'folded') {
    return (
      <li className="px-3 py-1 text-ink-600 italic">
        {row.count} unchanged {row.count === 1 ? 'line' : 'lines'}
      </li>
    )
  }
  const Tag = row.kind === 'added' ? 'ins' : row.kind === 'removed' ? 'del' : 'span'
  return (
    <li className={cn('flex gap-2 px-3 whitespace-pre-wrap', LINE_STYLES[row.kind])}>
      <span aria-hidden="true" className="w-3 shrink-0 select-none">
        {MARKS[row.kind]}
      </span>
      <Tag className="min-w-0 break-words no-underline">
        <span className="sr-only">{SAID[row.kind]}</span>
        {row.text || '\u00a0'}
      </Tag>
    </li>
  )
}

/** The post's text against the live version's, line by line: removed lines, then the lines that replace them. */
export function TextDiff({ before, after }: { before: string; after: string }) {
  const headingId = useId()
  const rows = useMemo(() => foldUnchanged(diffMarkdown(before, after)), [before, after])
  const changed = rows.some((row) => row.kind === 'added' || row.kind === 'removed')
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="text-sm font-semibold text-ink-900">
        The text (Markdown)
      </h4>
      {changed ? (
        <ol className="rounded-lg border border-ink-200 py-1 font-mono text-xs leading-6">
          {rows.map((row, index) => (
            <Row key={index} row={row} />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-ink-700">The text is unchanged.</p>
      )}
    </section>
  )
}
