/**
 * Privacy requests (docs/decisions/0011-team-audit-privacy.md): a person's export and erasure.
 * The rules live in the migrations (export_person / erase_person, 20261127000100_erasure_round4);
 * these schemas check what the form sends before any call, and read the database's answers.
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
const reasonValues = Object.keys(ERASURE_REASONS) as [ErasureReason, ...ErasureReason[]]

/** The ticket of the request: short and never free text (erase_person checks the same). */
export const TICKET_MAX = 40
export const TICKET_MESSAGE = `A ticket reference is letters and digits such as PRIV-2026-014 (at most ${TICKET_MAX} characters, with a digit)`
export const erasureRequestSchema = z.object({
  reason: z.enum(reasonValues, 'Choose the reason for the erasure'),
  ticket: z
    .string()
    .trim()
    .min(1, 'Give the ticket reference of the request')
    .refine((ticket) => !ticket.includes('@'), 'A ticket reference never holds an e-mail address')
    .pipe(
      z
        .string()
        .max(TICKET_MAX, TICKET_MESSAGE)
        .regex(/^[A-Za-z0-9]+([-_/#][A-Za-z0-9]+)*$/, TICKET_MESSAGE)
        .regex(/[0-9]/, TICKET_MESSAGE),
    ),
})
export type ErasureRequest = z.infer<typeof erasureRequestSchema>

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

/** Admins only; each call is audited (with the address's keyed HMAC, never the address). */
export interface PrivacyPort {
  /** Everything held for the address (any case), records kept after an earlier erasure included. */
  export(email: string): Promise<PersonExport>
  /** Erases it in one transaction and answers the counts removed. */
  erase(email: string, request: ErasureRequest): Promise<Erasure>
}
