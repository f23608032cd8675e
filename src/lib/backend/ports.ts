/**
 * The backend's ports: the only surface the UI talks to. The Supabase adapter (`supabase/`)
 * implements them, for the hosted project and, in a local build, over the local database
 * (`local/`, the zero-setup default, which adds what Supabase does in edge functions).
 * Domain types come from the zod schemas below; the adapter parses with the same schemas.
 */
import { z } from '@/lib/zod'
import { EVENT_TYPES, FORM_TYPES } from './kinds'
import { CONTACT_REQUIRED_MESSAGE } from './messages'
import { CONSULTATION_SLOTS } from './consultation-slots'
import { EVENT_LIMITS, jsonbTextByteLength, jsonByteLength, LIMITS, SLUG_PATTERN } from './limits'
import { isPostImage, POST_IMAGE_MESSAGE } from './post-image'
import type { EventQuery, Page, SubmissionQuery } from './query'
import { CALCULATOR_STEPS, type AnalyticsPort } from './site-stats/schema'
import type { AuthPort } from './auth-port'
import type { StaffAuthPort } from './staff-auth-port'
import type { PendingRebuild } from './site-rebuild'
import type { AuditPort, PrivacyPort, TeamPort } from './team-schema'
import type { ChatExchange, ChatRecord, ConversationPage, ConversationQuery, PostRevision } from './records-schema'
import {
  attributionSchema,
  isoDateSchema,
  leadStatusSchema,
  type LeadNotesPort,
  type LeadStatus,
} from './lead-desk-schema'

export { EVENT_LIMITS, jsonbTextByteLength, jsonByteLength, LIMITS, SLUG_PATTERN } from './limits'
export {
  MAX_PAGE_SIZE,
  SUBMISSION_SORTS,
  type EventQuery,
  type Page,
  type SubmissionQuery,
  type SubmissionSort,
} from './query'
export { BackendError, isBackendError, type BackendErrorCode } from './errors'
export * from './consultation-slots'
export { IMAGE_ALT_MESSAGE, isPostImage, isStoredImagePath, POST_IMAGE_MESSAGE } from './post-image'
export { CONTACT_REQUIRED_MESSAGE } from './messages'
export * from './site-stats/schema'
export type { PendingRebuild } from './site-rebuild'
export * from './auth-port'
export * from './staff-auth-port'
export * from './lead-desk-schema'
export * from './team-schema'
export * from './records-schema'

// ---------------------------------------------------------------- form submissions

export { FORM_TYPES, EVENT_TYPES, isEventType, isFormType, type FormType, type EventType } from './kinds'
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

export interface SubmissionsPort {
  /**
   * Stores one submission. A repeat of an already stored clientId resolves as success; a
   * consultation whose day and slot are already booked rejects with code `slot_taken`. The input
   * is parsed by `submissionInputSchema` where the lead starts (submit.ts); the database checks it again.
   */
  insert(input: SubmissionInput): Promise<void>
  /** Admin only: one page of the submissions matching the query, and how many match in all. */
  query(query?: SubmissionQuery): Promise<Page<Submission>>
  /**
   * Admin only: every submission matching the query (paging ignored), for the CSV export. The
   * database records the export and its real row count in the audit log.
   */
  exportAll(query?: SubmissionQuery): Promise<Submission[]>
  /** Admin only; the change is recorded in the lead's history. Unknown id: `not_found`. */
  setStatus(id: string, status: LeadStatus): Promise<void>
  /** Admin only: the follow-up date (YYYY-MM-DD), or null to clear it. */
  setFollowUp(id: string, date: string | null): Promise<void>
  /** Admin only: every source with its number of leads, most leads first. */
  sources(): Promise<{ source: string; leads: number }[]>
  /** Anyone: the booked slots between two days ("yyyy-MM-dd", inclusive, at most 62 days). */
  takenSlots(fromDate: string, toDate: string): Promise<TakenSlot[]>
}

// ---------------------------------------------------------------- site events (activity)

export const eventTypeSchema = z.enum(EVENT_TYPES)

const siteEventFields = z.object({
  type: eventTypeSchema,
  details: z.string().max(EVENT_LIMITS.details, `Event details must be at most ${EVENT_LIMITS.details} characters`),
  metadata: z
    .record(z.string(), z.unknown())
    .refine((value) => jsonbTextByteLength(value) <= EVENT_LIMITS.metadataBytes, {
      message: `Event metadata must be at most ${EVENT_LIMITS.metadataBytes} bytes`,
    }),
  page: z.string().max(LIMITS.page),
  userAgent: z.string().max(LIMITS.page).nullable(),
})

/** A `calculator` event's details are one of CALCULATOR_STEPS (the database checks the same). */
export const siteEventInputSchema = siteEventFields.refine(
  (event) => event.type !== 'calculator' || (CALCULATOR_STEPS as readonly string[]).includes(event.details),
  { message: `A calculator event is one of: ${CALCULATOR_STEPS.join(', ')}`, path: ['details'] },
)
export type SiteEventInput = z.infer<typeof siteEventInputSchema>

/** Stored events as read back: older ones may exceed today's caps. */
export const siteEventSchema = siteEventFields.extend({
  details: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  id: z.string(),
  /** ISO 8601 timestamp. */
  timestamp: z.string(),
})
export type SiteEvent = z.infer<typeof siteEventSchema>

/**
 * Reads only. Events are written by `sendEvent` (src/lib/backend/send-event.ts), the one write
 * path: it runs on every page, so it never loads an adapter, zod or supabase-js.
 */
export interface EventsPort {
  /** Admin only: one page of the events (of one type, if given), newest first, and the total. */
  query(query?: EventQuery): Promise<Page<SiteEvent>>
}

// ---------------------------------------------------------------- blog posts

export const blogPostSchema = z.object({
  /** Built-in posts have their own ids; custom posts use `post-{timestamp}`. */
  id: z.string().min(1).max(LIMITS.shortText),
  title: z.string().trim().min(1).max(LIMITS.postTitle),
  excerpt: z.string().trim().min(1).max(LIMITS.postExcerpt),
  /** Display text in long US format, e.g. "June 1, 2023"; kept unchanged on edit. */
  date: z.string().trim().min(1).max(LIMITS.shortText),
  author: z.string().trim().min(1).max(LIMITS.name),
  /** An https:// address, a path on this site or an uploaded image (post-image.ts); the database checks the same. */
  image: z.string().trim().min(1).max(LIMITS.postImage).refine(isPostImage, POST_IMAGE_MESSAGE),
  /** The image's text alternative; none: the title. The database requires it for an uploaded image. */
  imageAlt: z.string().trim().min(1).max(LIMITS.imageAlt).nullish(),
  slug: z.string().trim().min(1).max(LIMITS.postTitle).regex(SLUG_PATTERN),
  /** Markdown (src/components/markdown): raw HTML in it is never rendered. */
  content: z.string().trim().min(1).max(LIMITS.postContent),
  /** False: a draft, seen by admins only. */
  published: z.boolean(),
  /** When a published post goes live (ISO 8601 with an offset); none: at once. Visitors never see it earlier (RLS). */
  publishAt: z.iso.datetime({ offset: true }).nullish(),
  /** What search engines and link cards show; none: the excerpt. */
  metaDescription: z.string().trim().min(1).max(LIMITS.metaDescription).nullish(),
  /** The link card's image (same rules as `image`); none: the post's image. */
  socialImage: z.string().trim().min(1).max(LIMITS.postImage).refine(isPostImage, POST_IMAGE_MESSAGE).nullish(),
})
export type BlogPost = z.infer<typeof blogPostSchema>

/**
 * A post as readers accept it: any image text, since a row written before the image rule may hold
 * a bad one. The blog then shows that post without its image (`isPostImage`); a bad social
 * image falls back to the post's image.
 */
export const storedPostSchema = blogPostSchema.extend({
  image: z.string().trim().min(1).max(LIMITS.postImage),
  socialImage: z.string().trim().min(1).max(LIMITS.postImage).nullish(),
  publishAt: z.string().nullish(),
})

export interface PostsPort {
  /** Published custom posts for visitors; every custom post for an admin. */
  list(): Promise<BlogPost[]>
  getBySlug(slug: string): Promise<BlogPost | null>
  /** Admin only: creates the post, or updates the one with the same id. */
  save(post: BlogPost): Promise<void>
  /** Admin only. */
  remove(id: string): Promise<void>
  /** Staff only: the rebuild of the public site the host has not confirmed yet, or null. */
  pendingRebuild(): Promise<PendingRebuild | null>
}

// ---------------------------------------------------------------- demo data (local mode only)

/** The demo rows the database holds after a load. */
export interface DemoDataCounts {
  leads: number
  events: number
}

/**
 * Admin only, and only in local mode (the Supabase adapter has no such port): replaces the demo
 * data with a fresh 90 days of leads, notes, bookings and site activity. Other rows are kept.
 */
export interface DemoDataPort {
  load(): Promise<DemoDataCounts>
}

/**
 * Admin only: images uploaded for posts (Storage bucket `post-images` in Supabase). Not part of
 * `Backend` yet: the local backend's image store comes with its rewrite (the editor's upload
 * widget, phase 2 of publishing, wires both).
 */
export interface PostImagesPort {
  /** Admin only: checks the file (post-image-file.ts), stores it under a new name, returns the path a post stores. */
  upload(file: Blob): Promise<string>
  /** Admin only: deletes an uploaded image by the path a post stores (`post-images/…`); `not_found` if none was. */
  remove(path: string): Promise<void>
  /**
   * For anyone: an address an `<img>` loads for an uploaded image (`post-images/…`): Storage's
   * public URL, or in local mode a `blob:` URL of the bytes the local database keeps; undefined
   * when there is no such image.
   */
  displayUrl(path: string): Promise<string | undefined>
}

// ---------------------------------------------------------------- records (chat transcripts, post versions)

/**
 * Admins only (records-schema.ts, ADR 0014): a member reads nothing, a visitor is refused
 * (`forbidden`), as the database answers.
 */
export interface RecordsPort {
  /** Conversations newest first, a page at a time (keyset), those with a message containing `search`. */
  conversations(query?: ConversationQuery): Promise<ConversationPage>
  /** Every message of one conversation, oldest first. */
  conversation(conversationId: string): Promise<ChatRecord[]>
  /**
   * Local mode only: stores a question and its answer as the chat edge function does (as the
   * service role). A Supabase client has none: the function writes them, and the anon key may not.
   */
  recordExchange?(exchange: ChatExchange): Promise<void>
  /**
   * Deletes one conversation (abuse, spam) and returns how many messages it held; the database
   * records who did it (`chat.delete`). Admins only (`forbidden`); an unknown one: `not_found`.
   */
  deleteConversation(conversationId: string): Promise<number>
  /** A post's saved versions, newest first. */
  postHistory(postId: string): Promise<PostRevision[]>
  /** Brings a version back as a new one. Its slug now held by another post: `conflict`, nothing changed. */
  restoreRevision(revisionId: number): Promise<BlogPost>
}

// ---------------------------------------------------------------- the whole backend

export interface Backend {
  kind: 'local' | 'supabase'
  auth: AuthPort
  /** Invitations, passwords and the second factor of staff accounts. */
  staffAuth: StaffAuthPort
  submissions: SubmissionsPort
  notes: LeadNotesPort
  events: EventsPort
  posts: PostsPort
  analytics: AnalyticsPort
  /** Staff accounts and roles (admins only). */
  team: TeamPort
  /** The audit trail (admins only), and the CSV exports it records. */
  audit: AuditPort
  /** Privacy requests: what is held for an address, and its erasure (admins only). */
  privacy: PrivacyPort
  /** Chat transcripts and post versions (admins only). */
  records: RecordsPort
  /** Uploaded post images (admins upload and delete; anyone sees them). */
  postImages: PostImagesPort
  /** Only the local backend offers demo data. */
  demo?: DemoDataPort
}
