import { changeOf } from '../lib/change'

/**
 * A figure's change on the previous period of equal length: an arrow and the % (the arrow is not
 * the only sign: "No change" and "New" are words) shown, a sentence read.
 */
export function ChangeNote({ current, previous, days }: { current: number; previous: number; days: number }) {
  const change = changeOf(current, previous, days)
  return (
    <span className="text-xs text-ink-600">
      <span aria-hidden="true">
        <span className="font-semibold text-ink-800">{change.short}</span> vs previous {days} days (
        {previous.toLocaleString('en-US')})
      </span>
      <span className="sr-only">{change.sentence}</span>
    </span>
  )
}
