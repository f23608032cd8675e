/**
 * New York calendar days, the unit of the Overview. Days are `yyyy-MM-dd` strings, which sort
 * and compare as dates. Midnight never falls in New York's daylight-saving gap (the clocks
 * change at 2 AM), so every day has one start.
 */
import { tzOffset } from '@date-fns/tz'
import { BackendError } from '../errors'
import { SITE_STATS_MAX_DAYS } from './schema'

export const STATS_TIME_ZONE = 'America/New_York'
const DAY_MS = 86_400_000

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: STATS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The New York day of an instant. */
export function nyDay(instant: Date): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(instant).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`)

export function addDays(day: string, days: number): string {
  return new Date(utcMidnight(day) + days * DAY_MS).toISOString().slice(0, 10)
}

export function daysBetween(first: string, end: string): number {
  return Math.round((utcMidnight(end) - utcMidnight(first)) / DAY_MS)
}

/** The instant New York's day starts. */
export function nyDayStart(day: string): Date {
  const wallClock = utcMidnight(day)
  const guess = wallClock - tzOffset(STATS_TIME_ZONE, new Date(wallClock)) * 60_000
  return new Date(wallClock - tzOffset(STATS_TIME_ZONE, new Date(guess)) * 60_000)
}

/**
 * The New York days overlapping [from, to): `first` included, `end` excluded. Refuses what the
 * database refuses, with the same messages.
 */
export function statsRange(from: Date, to: Date): { first: string; end: string; days: number } {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) {
    throw new BackendError('invalid', 'site_stats: to_ts must be after from_ts')
  }
  const first = nyDay(from)
  const end = addDays(nyDay(new Date(to.getTime() - 1)), 1)
  const days = daysBetween(first, end)
  if (days > SITE_STATS_MAX_DAYS) {
    throw new BackendError(
      'invalid',
      `site_stats: the range spans ${days} days; at most ${SITE_STATS_MAX_DAYS} days per call`,
    )
  }
  return { first, end, days }
}

/** The last `count` New York days up to today, as instants for `analytics.siteStats`. */
export function lastDays(count: number, now: Date = new Date()): { from: Date; to: Date } {
  const today = nyDay(now)
  return { from: nyDayStart(addDays(today, 1 - count)), to: nyDayStart(addDays(today, 1)) }
}
