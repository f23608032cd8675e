/**
 * The consultation slots that cannot be booked between two days ("yyyy-MM-dd", inclusive): one
 * call of `taken_consultation_slots()`, which tells anyone the day and time of each closed slot
 * (booked, within the firm's buffer of a booking, a day off, before the minimum notice) and
 * nothing else: the firm's availability rules live in the database alone
 * (20261128001200_booking_availability.sql). The database refuses a range that is reversed, malformed or longer than 62 days (`invalid`).
 * The consultation form loads this module on use (use-taken-slots.ts): a chunk of its own.
 */
import { getClient } from '@/lib/backend'
import type { TakenSlot } from '@/lib/backend/leads-schema'
import { takenSlotsFromRows } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { monthRange } from '../consultation/taken-slots'

export async function getTakenSlots(client: Client, fromDate: string, toDate: string): Promise<TakenSlot[]> {
  const args = { from_date: fromDate, to_date: toDate }
  return takenSlotsFromRows(await dataOrThrow(client.rpc('taken_consultation_slots', args).retry(false), 'read'))
}

/** A month's taken slots, on this build's client. */
export async function loadTakenSlots(month: Date): Promise<TakenSlot[]> {
  return getTakenSlots(await getClient(), ...monthRange(month))
}
