/**
 * The change to a post's Markdown, line by line: jsdiff's `diffLines` (Myers' algorithm; see
 * docs/decisions/0023-review-line-diff.md), shaped for the review screen. Unchanged lines far from
 * any change are folded into a count, as a code review does.
 */
import { diffLines } from 'diff'

export type DiffLine = { kind: 'added' | 'removed' | 'same'; text: string }
export type DiffRow = DiffLine | { kind: 'folded'; count: number }

/** Unchanged lines kept on each side of a change. */
const CONTEXT = 2
/** A comparison that would take longer gives up and shows the whole text replaced. */
const TIMEOUT_MS = 500

const linesOf = (value: string) => value.replace(/\n$/, '').split('\n')

/** Every line of `after` against `before`: removed, added or the same. */
export function diffMarkdown(before: string, after: string): DiffLine[] {
  if (before === after) return linesOf(after).map((text) => ({ kind: 'same', text }))
  const changes = diffLines(before, after, { timeout: TIMEOUT_MS }) ?? [
    { value: before, removed: true, added: false, count: 0 },
    { value: after, removed: false, added: true, count: 0 },
  ]
  return changes.flatMap((change) =>
    change.value === ''
      ? []
      : linesOf(change.value).map((text): DiffLine => ({
          kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
          text,
        })),
  )
}

/** The changed lines with `CONTEXT` unchanged lines around each; the other unchanged lines folded. */
export function foldUnchanged(lines: readonly DiffLine[]): DiffRow[] {
  const near = (index: number) =>
    lines.slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1).some((line) => line.kind !== 'same')
  const rows: DiffRow[] = []
  lines.forEach((line, index) => {
    if (line.kind !== 'same' || near(index)) {
      rows.push(line)
      return
    }
    const last = rows.at(-1)
    if (last?.kind === 'folded') last.count += 1
    else rows.push({ kind: 'folded', count: 1 })
  })
  return rows
}
