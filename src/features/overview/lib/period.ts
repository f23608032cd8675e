/**
 * The periods every figure of the dashboard counts: the last 7, 30 or 90 New York days (today
 * included), each said in words, and the period of equal length just before it (the comparison).
 */
import { addDays, lastDays, nyDay, nyDayStart } from '@/lib/backend/site-stats/ny-days'

export const RANGE_DAYS = [7, 30, 90] as const
export type RangeDays = (typeof RANGE_DAYS)[number]

/** The period the summary cards count, and the Overview and the Page Views tab open on. */
export const DEFAULT_RANGE: RangeDays = 30

/** "Last 30 days". */
export const periodLabel = (days: number): string => `Last ${days} days`

/** The last `days` New York days as instants: [from, to). */
export function periodOf(days: number, now: Date = new Date()): { from: Date; to: Date } {
  return lastDays(days, now)
}

/** The `days` New York days before the last `days`. */
export function previousPeriodOf(days: number, now: Date = new Date()): { from: Date; to: Date } {
  const today = nyDay(now)
  return { from: nyDayStart(addDays(today, 1 - 2 * days)), to: nyDayStart(addDays(today, 1 - days)) }
}
