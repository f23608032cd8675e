import { CONSULTATION_SLOTS, daysInRange, TAKEN_SLOTS_MAX_DAYS, type ConsultationSlot } from './consultation-slots'
import { BackendError } from './errors'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Both adapters refuse the same ranges the database does: real days, in order, 62 days at most. */
export function checkTakenRange(fromDate: string, toDate: string): void {
  const days = DAY.test(fromDate) && DAY.test(toDate) ? daysInRange(fromDate, toDate) : Number.NaN
  if (!Number.isFinite(days) || days < 1) {
    throw new BackendError('invalid', 'taken slots: from and to must be days (yyyy-MM-dd), from <= to')
  }
  if (days > TAKEN_SLOTS_MAX_DAYS) {
    throw new BackendError('invalid', `taken slots: at most ${TAKEN_SLOTS_MAX_DAYS} days per call (asked for ${days})`)
  }
}

/** Both adapters answer in the same order: by day, then by the slot's place in the day. */
export function sortTakenSlots<T extends { date: string; timeSlot: ConsultationSlot }>(slots: T[]): T[] {
  const rank = (slot: ConsultationSlot) => CONSULTATION_SLOTS.indexOf(slot)
  return [...slots].sort((a, b) => a.date.localeCompare(b.date) || rank(a.timeSlot) - rank(b.timeSlot))
}
