/** Consultation slots and choices (docs/product.md §3 and §9). Slots are New York time. */
import { tzOffset } from '@date-fns/tz'
import { CONSULTATION_SLOTS, type ConsultationSlot } from '@/lib/backend/consultation-slots'
import { once } from '@/lib/once'

export const FIRM_TIME_ZONE = 'America/New_York'

/** The 13 slots, shared with the lead's schema and the database's CHECK. */
export const TIME_SLOTS = CONSULTATION_SLOTS
export type TimeSlot = ConsultationSlot

export const INVESTMENT_INTERESTS = [
  { value: 'general', label: 'General Information' },
  { value: 'reinsurance', label: 'Reinsurance Investments' },
  { value: 'tax-efficiency', label: 'Tax-Efficient Structures' },
  { value: 'portfolio-diversification', label: 'Portfolio Diversification' },
  { value: 'other', label: 'Other' },
] as const

export const CONSULTATION_MINUTES = 30

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate())

/**
 * How far ahead the calendar offers days, after the visitor's own today. The database takes New
 * York days from today to 62 days ahead; the visitor's today is at most one day ahead of New
 * York's, so 61 days on their calendar always stay inside that window.
 */
export const BOOKING_DAYS_AHEAD = 61

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)

/** The last day the calendar offers. */
export const lastBookableDay = (today: Date = new Date()) => addDays(today, BOOKING_DAYS_AHEAD)

/**
 * Weekdays after today (the visitor's calendar day) and at most BOOKING_DAYS_AHEAD days ahead:
 * past days, today, weekends and days further out are refused.
 */
export function isBookableDate(date: Date, today: Date = new Date()): boolean {
  const day = date.getDay()
  const time = startOfDay(date).getTime()
  return day !== 0 && day !== 6 && time > startOfDay(today).getTime() && time <= lastBookableDay(today).getTime()
}

function slotClock(slot: TimeSlot): { hours: number; minutes: number } {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot)
  const hour12 = Number(match?.[1] ?? 0)
  return { hours: (hour12 % 12) + (match?.[3] === 'PM' ? 12 : 0), minutes: Number(match?.[2] ?? 0) }
}

/** New York's offset from UTC in minutes at that instant (-300 in winter, -240 in summer). */
function firmOffset(epochMs: number): number {
  return tzOffset(FIRM_TIME_ZONE, new Date(epochMs))
}

/**
 * The instant (epoch ms) at which the slot starts on the chosen calendar day, New York time.
 * Uses Intl offsets rather than a Date subclass; slots are far from the 2 AM DST switch.
 */
export function slotStartMs(date: Date, slot: TimeSlot): number {
  const { hours, minutes } = slotClock(slot)
  const wallClock = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), hours, minutes)
  return wallClock - firmOffset(wallClock - firmOffset(wallClock) * 60_000) * 60_000
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0')

/** The slot's start as ISO 8601 with New York's offset, e.g. "2030-03-05T09:30:00-05:00". */
export function slotStartIso(date: Date, slot: TimeSlot): string {
  const { hours, minutes } = slotClock(slot)
  const offset = firmOffset(slotStartMs(date, slot))
  const zone = `${offset >= 0 ? '+' : '-'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  return `${calendarDay(date)}T${pad(hours)}:${pad(minutes)}:00${zone}`
}

/** "yyyy-MM-dd" of the chosen calendar day. */
export function calendarDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const dayFormat = once(
  () => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
)

/** "Tuesday, November 24, 2026". */
export function formatDay(date: Date): string {
  return dayFormat().format(date)
}
