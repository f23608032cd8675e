/** The lead desk's domain: statuses, the visit's attribution, and a lead's history (notes and status changes). */
import { z } from '@/lib/zod'
import { LEAD_NOTE_KINDS, LEAD_STATUSES } from './kinds'
import { LIMITS } from './limits'

export const leadStatusSchema = z.enum(LEAD_STATUSES)

const attributionValue = z.string().min(1).max(LIMITS.attribution)
/** Where the visit came from (`metadata.attribution`): utm values, referrer origin, landing path. */
export const attributionSchema = z
  .strictObject({
    source: attributionValue,
    medium: attributionValue,
    campaign: attributionValue,
    term: attributionValue,
    content: attributionValue,
    referrer: attributionValue,
    landing_page: attributionValue,
  })
  .partial()

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date()

/** One entry of a lead's history: a note, or a status change (written by the backend). */
export const leadNoteSchema = z.object({
  id: z.string(),
  submissionId: z.string(),
  kind: z.enum(LEAD_NOTE_KINDS),
  /** The status set, on status entries. */
  status: leadStatusSchema.nullable(),
  body: z.string(),
  /** Who wrote it; null when unknown (account removed). */
  authorEmail: z.string().nullable(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
})
export type LeadNote = z.infer<typeof leadNoteSchema>
