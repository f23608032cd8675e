/**
 * A lead as the forms send it and the lead desk reads it back (`form_submissions`), and the booked
 * consultation slots. The database checks the same rules (CHECKs, the insert policy); these
 * schemas let a form say what is wrong before anything is sent.
 */
import { z } from '@/lib/zod'
import { CONSULTATION_STATUSES, FORM_TYPES } from './kinds'
import { CONTACT_REQUIRED_MESSAGE } from './messages'
import { CONSULTATION_SLOTS } from './consultation-slots'
import { jsonByteLength, LIMITS } from './limits'
import { attributionSchema, isoDateSchema, leadStatusSchema } from './lead-desk-schema'

export const formTypeSchema = z.enum(FORM_TYPES)

const optionalText = (max: number) => z.string().trim().max(max).nullable()

const metadataSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => jsonByteLength(value) <= LIMITS.metadataBytes, {
    message: `Metadata is larger than ${LIMITS.metadataBytes} bytes`,
  })

const MIN_PHONE_DIGITS = 7
const phoneDigits = (phone: string | null) => (phone ?? '').replace(/[^0-9]/g, '').length

/** A submission's metadata: the attribution, when present, must have that shape (as the CHECK). */
const submissionMetadataSchema = metadataSchema.refine(
  (value) => !('attribution' in value) || attributionSchema.safeParse(value.attribution).success,
  { message: `Attribution takes only known keys with text of 1 to ${LIMITS.attribution} characters` },
)

const submissionFieldsSchema = z.object({
  /** Generated on the device when the visitor submits; makes a retried save idempotent. */
  clientId: z.uuid(),
  formType: formTypeSchema,
  fullName: optionalText(LIMITS.name),
  email: z.email().max(LIMITS.email).nullable(),
  phone: optionalText(LIMITS.phone),
  investorType: optionalText(LIMITS.shortText),
  investmentAmount: optionalText(LIMITS.shortText),
  investmentGoal: optionalText(LIMITS.shortText),
  investmentTimeline: optionalText(LIMITS.shortText),
  message: optionalText(LIMITS.message),
  /** The whole submitted data (and derived figures), as the spec asks, plus the visit's attribution. */
  metadata: submissionMetadataSchema,
  page: z.string().max(LIMITS.page).nullable(),
  /** A consultation's booked day ("yyyy-MM-dd", New York) and slot: both or neither. */
  consultationDate: z.iso.date().nullable().optional(),
  consultationSlot: z.enum(CONSULTATION_SLOTS).nullable().optional(),
  /** A Chat Handoff's conversation (chat_messages.conversation_id): set on chat leads only. */
  conversationId: z.uuid().nullable().optional(),
  /** When a review of the lead's chat conversation first marked it a complaint (staff read it). */
  complaintAt: z.string().nullable().optional(),
})

export const submissionInputSchema = submissionFieldsSchema.refine(
  (v) => v.email !== null || phoneDigits(v.phone) >= MIN_PHONE_DIGITS,
  { message: CONTACT_REQUIRED_MESSAGE },
)
export type SubmissionInput = z.infer<typeof submissionInputSchema>

/** Stored rows as read back: older rows may predate the contact rule. */
export const submissionSchema = submissionFieldsSchema.extend({
  id: z.string(),
  /** ISO 8601 timestamp set by the backend. */
  createdAt: z.string(),
  /** Where the lead came from: the database's `lead_source` (utm source, else referrer host, else 'Direct'). */
  source: z.string(),
  /** Admin-only triage fields (defaults for records stored before they existed). */
  status: leadStatusSchema.default('new'),
  followUpOn: isoDateSchema.nullable().default(null),
  /** A booking's state (absent on rows without a booking, or read where the column is not listed). */
  consultationStatus: z.enum(CONSULTATION_STATUSES).nullable().optional(),
  /**
   * Admin-only, read-only: when the firm was e-mailed about the lead, how many attempts it took
   * and the last one's error (written by the notify-lead function only). Absent where the
   * backend keeps no such state.
   */
  notifiedAt: z.string().nullable().optional(),
  notifyAttempts: z.number().int().nonnegative().optional(),
  notifyLastError: z.string().nullable().optional(),
  /** Not e-mailed to the firm yet (still to send, or failed); never true of spam. */
  unnotified: z.boolean().optional(),
})
export type Submission = z.infer<typeof submissionSchema>

/** One booked consultation slot, and nothing else about the booking. */
export const takenSlotSchema = z.object({ date: z.iso.date(), timeSlot: z.enum(CONSULTATION_SLOTS) })
export type TakenSlot = z.infer<typeof takenSlotSchema>
