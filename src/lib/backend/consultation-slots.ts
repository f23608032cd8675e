/**
 * Consultation bookings shared by the form, both adapters and the database (zod-free). The slots
 * are New York times, as displayed; the migration's CHECK lists the same 13.
 */
export const CONSULTATION_SLOTS = [
  '9:00 AM',
  '9:30 AM',
  '10:00 AM',
  '10:30 AM',
  '11:00 AM',
  '11:30 AM',
  '1:00 PM',
  '1:30 PM',
  '2:00 PM',
  '2:30 PM',
  '3:00 PM',
  '3:30 PM',
  '4:00 PM',
] as const
export type ConsultationSlot = (typeof CONSULTATION_SLOTS)[number]

/** The unique index that refuses a second booking of a day and slot (both adapters name it). */
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
