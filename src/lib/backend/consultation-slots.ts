/**
 * Consultation bookings shared by the form, the adapter and the database (zod-free). The slots
 * are New York times, as displayed; the migration's CHECK lists the same 13.
 */
import { CONSULTATION_SLOTS } from '../../../supabase/functions/_shared/consultation-slots.ts'

export { CONSULTATION_SLOTS }
export type ConsultationSlot = (typeof CONSULTATION_SLOTS)[number]

/** The unique index that refuses a second booking of a day and slot (the error mapping finds it by name). */
export const SLOT_TAKEN_CONSTRAINT = 'form_submissions_consultation_slot_key'

/** What the visitor who loses the race for a slot reads next to the time field. */
export const SLOT_TAKEN_MESSAGE = 'That time was just booked. Please choose another time.'

/** taken_consultation_slots answers for at most this many days per call. */
export const TAKEN_SLOTS_MAX_DAYS = 62

const DAY_MS = 86_400_000

/** Days from `fromDate` to `toDate` inclusive ("yyyy-MM-dd"), or NaN for a malformed date. */
export function daysInRange(fromDate: string, toDate: string): number {
  const from = Date.parse(`${fromDate}T00:00:00Z`)
  const to = Date.parse(`${toDate}T00:00:00Z`)
  return Math.round((to - from) / DAY_MS) + 1
}
