/**
 * A consultation the server refused because its day and slot were booked first (`slot_taken`),
 * or because the contact or the network holds as many upcoming bookings as the database allows
 * (its booking caps, src/lib/backend/booking-caps.ts), is never sent again as it is. A consultation form still on the page takes it back (the visitor
 * picks another time, nothing typed is lost); otherwise it is stored as a lead without the
 * booking columns, with the slot that was asked for in `metadata.slot_conflict`, so the firm can
 * call. Kept apart from the outbox so the hooks in flush/submit stay a few lines.
 */
import { isBackendError } from '@/lib/backend/errors'
import type { SubmissionInput } from '@/lib/backend/leads-schema'
import { bookingCapOf } from '@/lib/backend/booking-caps'
import { createId } from '@/lib/utils'
import { insertOnServer, type InsertLead } from './deliver'
import { enqueue } from './outbox-store'

export function isSlotTaken(error: unknown): boolean {
  return isBackendError(error) && error.code === 'slot_taken'
}

/** The booking was refused (its slot taken, or past a booking cap), not the lead itself. */
export function isBookingRefused(error: unknown): boolean {
  return (
    isSlotTaken(error) || (isBackendError(error) && error.code === 'invalid' && bookingCapOf(error.message) !== null)
  )
}

/** Told the refused booking and why (the backend's error). */
type Listener = (input: SubmissionInput, error: unknown) => void
const listeners = new Set<Listener>()

/** A consultation form listens while it is on the page; returns the unsubscribe function. */
export function onSlotConflict(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Gives a refused booking to the form on the page (the latest mounted); false when there is none. */
function handBack(input: SubmissionInput, error: unknown): boolean {
  const listener = [...listeners].at(-1)
  if (!listener) return false
  listener(input, error)
  return true
}

/** The same lead without the booking columns (a fresh client id: the refused one was never stored). */
export function withoutSlot(input: SubmissionInput, clientId: string = createId()): SubmissionInput {
  const { consultationDate, consultationSlot, ...lead } = input
  return {
    ...lead,
    clientId,
    metadata: {
      ...input.metadata,
      slot_conflict: { date: consultationDate ?? null, time_slot: consultationSlot ?? null },
    },
  }
}

/**
 * Flush hook for an outbox item refused as `slot_taken`: what becomes of the original item.
 * 'stored' (it leaves the outbox) once the form took it back, the lead without the slot is
 * stored, or that lead waits in the outbox under its own client id; 'retry' only when the device
 * could keep neither; 'rejected' when the lead itself is refused.
 */
export async function settleSlotConflict(
  input: SubmissionInput,
  insert: InsertLead,
  refusal: unknown = null,
): Promise<'stored' | 'retry' | 'rejected'> {
  if (handBack(input, refusal)) return 'stored'
  const lead = withoutSlot(input)
  try {
    await insert(lead)
    return 'stored'
  } catch (error) {
    if (isBackendError(error) && error.code === 'conflict') return 'stored' // already stored
    if (isBackendError(error) && !error.transient) {
      console.error('A lead whose slot was taken was refused by the backend', error)
      return 'rejected'
    }
    return enqueue(lead) ? 'stored' : 'retry'
  }
}

/**
 * The same, for a refusal that came after the visitor (or the flush) stopped waiting: the form
 * already showed success, so the booking is handed back or kept as a lead all the same.
 */
export function settleLateSlotConflict(input: SubmissionInput, error: unknown, insert = insertOnServer): void {
  if (!isBookingRefused(error)) return
  void settleSlotConflict(input, insert, error).catch((failure: unknown) => {
    if (!enqueue(withoutSlot(input))) console.error('A booking refused late could not be kept', failure)
  })
}
