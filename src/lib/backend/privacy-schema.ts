/**
 * Privacy requests (docs/decisions/0011-team-audit-privacy.md): a person's export and erasure.
 * The rules live in the migrations (export_person / erase_person, 20261127000100_erasure_round4);
 * these schemas read the database's answers (the erasure's request is checked where it is sent:
 * src/features/staff/api/erase-person.ts).
 */
import { z } from '@/lib/zod'
import type { Database } from './supabase/database.types'

/** Why an address is erased: the database's `erasure_reason` categories, in words for staff (each
 * starts with its own letter, so typing it picks the reason). */
export type ErasureReason = Database['public']['Enums']['erasure_reason']
export const ERASURE_REASONS = {
  person_request: 'Asked by the person',
  consent_withdrawn: 'Consent withdrawn',
  objection: 'Objection to the processing',
  no_longer_needed: 'No longer needed by the firm',
  unlawful_processing: 'Unlawfully processed',
  legal_obligation: 'Legal obligation (a law or a court)',
} as const satisfies Record<ErasureReason, string>

const count = z.coerce.number().int().nonnegative()
const keptSchema = z.looseObject({ record: z.string(), rows: count, reason: z.string() })
export type KeptRecord = z.infer<typeof keptSchema>

export const personExportSchema = z.looseObject({
  email: z.string(),
  exportedAt: z.string(),
  searched: z.string(),
  message: z.string().optional(),
  counts: z.object({
    leads: count,
    notes: count,
    statusChanges: count,
    bookings: count,
    events: count,
    keptRecords: count,
  }),
  leads: z.array(z.record(z.string(), z.unknown())),
  bookings: z.array(z.record(z.string(), z.unknown())),
  events: z.array(z.record(z.string(), z.unknown())),
  keptByLaw: z.array(keptSchema),
})
export type PersonExport = z.infer<typeof personExportSchema>

export const erasureSchema = z.looseObject({
  erased: z.boolean(),
  message: z.string(),
  /** The HMAC of the address the audit log keeps (`hmac:<hex>`), never the address. */
  addressHash: z.string(),
  counts: z.object({
    leads: count,
    notes: count,
    statusChanges: count,
    bookings: count,
    slotsFreed: count,
    events: count,
  }),
  notifications: z.array(z.object({ lead_id: z.string(), notified_at: z.string() })),
  keptByLaw: z.array(keptSchema),
})
export type Erasure = z.infer<typeof erasureSchema>
