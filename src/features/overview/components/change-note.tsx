import type { Change } from '../lib/change'
import { changeOf } from '../lib/change'

/**
 * A figure's change on the previous period of equal length: an arrow and the change shown (the
 * arrow is not the only sign: "No change" and "New" are words), a sentence read.
 */
export function ChangeNote({
  change,
  previous,
  days,
}: {
  change: Change
  /** The previous period's figure, as shown. */
  previous: string
  days: number
}) {
  return (
    <span className="text-xs text-ink-600">
      <span aria-hidden="true">
        <span className="font-semibold text-ink-800">{change.short}</span> vs previous {days} days ({previous})
      </span>
      <span className="sr-only">{change.sentence}</span>
    </span>
  )
}

/** A count beside the previous period's. */
export function CountChange({ current, previous, days }: { current: number; previous: number; days: number }) {
  return (
    <ChangeNote change={changeOf(current, previous, days)} previous={previous.toLocaleString('en-US')} days={days} />
  )
}
