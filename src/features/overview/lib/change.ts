/**
 * A figure beside the same figure for the previous period of equal length: the change in % (whole
 * numbers), a short visible form whose arrow is not the only sign of direction, and a sentence for
 * screen readers.
 */
export interface Change {
  direction: 'up' | 'down' | 'same' | 'new'
  /** Whole per cent; null when the previous period had none (no % of nothing). */
  percent: number | null
  /** What is shown: "▲ 12%", "▼ 5%", "No change", "New". */
  short: string
  /** What a screen reader says: "Up 12% from 1,234 in the previous 30 days". */
  sentence: string
}

const count = (n: number) => n.toLocaleString('en-US')

export function changeOf(current: number, previous: number, days: number): Change {
  const before = `in the previous ${days} days`
  if (previous === 0) {
    return current === 0
      ? { direction: 'same', percent: 0, short: 'No change', sentence: `No change: none ${before} either` }
      : { direction: 'new', percent: null, short: 'New', sentence: `New: none ${before}` }
  }
  const percent = Math.round(((current - previous) / previous) * 100)
  if (percent === 0) {
    return {
      direction: 'same',
      percent: 0,
      short: 'No change',
      sentence: `No change from ${count(previous)} ${before}`,
    }
  }
  const up = percent > 0
  return {
    direction: up ? 'up' : 'down',
    percent,
    short: `${up ? '▲' : '▼'} ${Math.abs(percent)}%`,
    sentence: `${up ? 'Up' : 'Down'} ${Math.abs(percent)}% from ${count(previous)} ${before}`,
  }
}

const percentText = (rate: number) => `${(rate * 100).toFixed(1)}%`

/** A rate (0..1) beside the previous period's: the change in percentage points ("▲ 0.5 pts"). */
export function rateChangeOf(current: number | null, previous: number | null, days: number): Change {
  const before = `in the previous ${days} days`
  if (previous === null || current === null) {
    return { direction: 'new', percent: null, short: 'n/a', sentence: `No rate to compare ${before}` }
  }
  const points = Math.round((current - previous) * 1000) / 10
  if (points === 0) {
    return {
      direction: 'same',
      percent: 0,
      short: 'No change',
      sentence: `No change from ${percentText(previous)} ${before}`,
    }
  }
  const up = points > 0
  const size = Math.abs(points).toFixed(1)
  return {
    direction: up ? 'up' : 'down',
    percent: null,
    short: `${up ? '▲' : '▼'} ${size} pts`,
    sentence: `${up ? 'Up' : 'Down'} ${size} percentage points from ${percentText(previous)} ${before}`,
  }
}
