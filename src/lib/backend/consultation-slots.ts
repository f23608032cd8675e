/**
 * Consultation bookings shared by the form, the lead's schema and the database (zod-free). The slots
 * are New York times, as displayed; the migration's CHECK lists the same 13.
 */
import { CONSULTATION_SLOTS } from '../../../supabase/functions/_shared/consultation-slots.ts'

export { CONSULTATION_SLOTS }
export type ConsultationSlot = (typeof CONSULTATION_SLOTS)[number]

/** The unique index that refuses a second booking of a day and slot (the error mapping finds it by name). */
export const SLOT_TAKEN_CONSTRAINT = 'form_submissions_consultation_slot_key'

/** What the visitor who loses the race for a slot reads next to the time field. */
export const SLOT_TAKEN_MESSAGE = 'That time was just booked. Please choose another time.'
