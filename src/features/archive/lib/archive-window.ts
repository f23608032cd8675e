/**
 * The archive's dates are New York calendar days (`yyyy-MM-dd`), both ends included: a day runs
 * from its New York midnight to the next. `justBefore` is the last instant the database can hold
 * before another (timestamps keep microseconds), so `archived_at <= justBefore(t)` is `< t`.
 */
import { addDays, nyDayStart } from '@/lib/backend/site-stats/ny-days'

export interface DayRange {
  /** The first New York day, `yyyy-MM-dd`; none: from the first record. */
  from?: string | undefined
  /** The last New York day, included; none: up to now. */
  to?: string | undefined
}

/** The instants a range covers: from `start` (included) to `end` (excluded). */
export function instantsOf({ from, to }: DayRange): { start?: Date; end?: Date } {
  return {
    ...(from ? { start: nyDayStart(from) } : {}),
    ...(to ? { end: nyDayStart(addDays(to, 1)) } : {}),
  }
}

/** The instant one microsecond before `at`, as the database reads it. */
export function justBefore(at: Date): string {
  return `${new Date(at.getTime() - 1).toISOString().slice(0, -1)}999Z`
}
