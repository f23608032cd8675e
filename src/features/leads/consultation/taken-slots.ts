/**
 * Which slots cannot be booked (taken, or closed by the firm's availability: the database decides),
 * per calendar month (pure helpers; the loader is separate).
 */
import type { TakenSlot } from '@/lib/backend/leads-schema'
import { calendarDay, TIME_SLOTS, type TimeSlot } from './slots'

/** "yyyy-MM" of the month a day belongs to: the key the taken slots are loaded and kept by. */
export const monthKey = (date: Date) => calendarDay(date).slice(0, 7)

/** First and last day ("yyyy-MM-dd") of the date's month: one call, at most 31 days. */
export function monthRange(date: Date): [from: string, to: string] {
  const first = new Date(date.getFullYear(), date.getMonth(), 1)
  const last = new Date(date.getFullYear(), date.getMonth() + 1, 0)
  return [calendarDay(first), calendarDay(last)]
}

/** The slots taken on one day. */
export function takenOn(slots: readonly TakenSlot[] | undefined, date: Date | undefined): Set<TimeSlot> {
  if (!slots || !date) return new Set()
  const day = calendarDay(date)
  return new Set(slots.filter((slot) => slot.date === day).map((slot) => slot.timeSlot))
}

/** Every slot of the day is taken or closed (a day off, too soon): the calendar disables the day. */
export function isFullyBooked(slots: readonly TakenSlot[] | undefined, date: Date): boolean {
  return takenOn(slots, date).size >= TIME_SLOTS.length
}

/** The time list: every slot, the taken ones shown as unavailable and not selectable. */
export function slotOptions(taken: ReadonlySet<TimeSlot>) {
  return TIME_SLOTS.map((slot) =>
    taken.has(slot) ? { value: slot, label: `${slot} (unavailable)`, disabled: true } : { value: slot, label: slot },
  )
}
