/**
 * The backend's ports: the only surface the UI talks to. Two adapters implement it:
 * `local/` (browser storage, the zero-setup default) and `supabase/` (the hosted project).
 * Domain types come from the zod schemas below; adapters parse with the same schemas.
 */
import { z } from '@/lib/zod'
import { jsonByteLength, LIMITS } from './limits'
import type { EventQuery, Page, SubmissionQuery } from './query'

export { jsonByteLength, LIMITS } from './limits'
export { leadSource } from './lead-source'
export {
  MAX_PAGE_SIZE,
  SUBMISSION_SORTS,
  type EventQuery,
  type Page,
  type SubmissionQuery,
  type SubmissionSort,
} from './query'
export { BackendError, isBackendError, type BackendErrorCode } from './errors'

// ---------------------------------------------------------------- form submissions

export const FORM_TYPES = [
  'contact_form',
  'investment_calculator',
  'lead',
  'consultation',
  'newsletter',
  'other_form',
] as const
export const formTypeSchema = z.enum(FORM_TYPES)
export type FormType = z.infer<typeof formTypeSchema>

const optionalText = (max: number) => z.string().trim().max(max).nullable()

const metadataSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => jsonByteLength(value) <= LIMITS.metadataBytes, {
    message: `Metadata is larger than ${LIMITS.metadataBytes} bytes`,
  })

// ---------------------------------------------------------------- the lead desk

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const
export const leadStatusSchema = z.enum(LEAD_STATUSES)
export type LeadStatus = z.infer<typeof leadStatusSchema>

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

/** A submission's metadata: the attribution, when present, must have that shape (as the CHECK). */
const submissionMetadataSchema = metadataSchema.refine(
  (value) => !('attribution' in value) || attributionSchema.safeParse(value.attribution).success,
  { message: `Attribution takes only known keys with text of 1 to ${LIMITS.attribution} characters` },
)

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date()

export const submissionInputSchema = z.object({
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
})
export type SubmissionInput = z.infer<typeof submissionInputSchema>

export const submissionSchema = submissionInputSchema.extend({
  id: z.string(),
  /** ISO 8601 timestamp set by the backend. */
  createdAt: z.string(),
  /** Admin-only triage fields (defaults for records stored before they existed). */
  status: leadStatusSchema.default('new'),
  followUpOn: isoDateSchema.nullable().default(null),
})
export type Submission = z.infer<typeof submissionSchema>

export interface SubmissionsPort {
  /** Stores one submission. A repeat of an already stored clientId resolves as success. */
  insert(input: SubmissionInput): Promise<void>
  /** Admin only: one page of the submissions matching the query, and how many match in all. */
  query(query?: SubmissionQuery): Promise<Page<Submission>>
  /** Admin only; the change is recorded in the lead's history. Unknown id: `not_found`. */
  setStatus(id: string, status: LeadStatus): Promise<void>
  /** Admin only: the follow-up date (YYYY-MM-DD), or null to clear it. */
  setFollowUp(id: string, date: string | null): Promise<void>
  /** Admin only: every source with its number of leads, most leads first. */
  sources(): Promise<{ source: string; leads: number }[]>
}

export const noteBodySchema = z
  .string()
  .trim()
  .min(1, 'Write a note before adding it')
  .max(LIMITS.note, `A note is at most ${LIMITS.note.toLocaleString('en-US')} characters`)

/** One entry of a lead's history: a note, or a status change (written by the backend). */
export const leadNoteSchema = z.object({
  id: z.string(),
  submissionId: z.string(),
  kind: z.enum(['note', 'status']),
  /** The status set, on status entries. */
  status: leadStatusSchema.nullable(),
  body: z.string(),
  /** Who wrote it; null when unknown (account removed). */
  authorEmail: z.string().nullable(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
})
export type LeadNote = z.infer<typeof leadNoteSchema>

/** Append-only notes and status history of leads (admins only). */
export interface LeadNotesPort {
  /** The lead's history, newest first, a page at a time. */
  list(submissionId: string, paging?: { page?: number; pageSize?: number }): Promise<Page<LeadNote>>
  /** Adds a note; a blank or too long note, or one for a missing lead, is `invalid`. */
  add(submissionId: string, body: string): Promise<void>
}

// ---------------------------------------------------------------- site events (activity)

export const EVENT_TYPES = ['pageview', 'chatbot', 'chat-open', 'chat-answer', 'form'] as const
export const eventTypeSchema = z.enum(EVENT_TYPES)
export type EventType = z.infer<typeof eventTypeSchema>

export const siteEventInputSchema = z.object({
  type: eventTypeSchema,
  details: z.string().max(LIMITS.message),
  metadata: metadataSchema,
  page: z.string().max(LIMITS.page),
  userAgent: z.string().max(LIMITS.page).nullable(),
})
export type SiteEventInput = z.infer<typeof siteEventInputSchema>

export const siteEventSchema = siteEventInputSchema.extend({
  id: z.string(),
  /** ISO 8601 timestamp. */
  timestamp: z.string(),
})
export type SiteEvent = z.infer<typeof siteEventSchema>

export interface EventsPort {
  record(event: SiteEventInput): Promise<void>
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
  image: z.string().trim().min(1).max(2000),
  slug: z
    .string()
    .trim()
    .min(1)
    .max(LIMITS.postTitle)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** Paragraphs separated by blank lines. Rendered as text, never as HTML. */
  content: z.string().trim().min(1).max(LIMITS.postContent),
  published: z.boolean(),
})
export type BlogPost = z.infer<typeof blogPostSchema>

export interface PostsPort {
  /** Published custom posts for visitors; every custom post for an admin. */
  list(): Promise<BlogPost[]>
  getBySlug(slug: string): Promise<BlogPost | null>
  /** Admin only: creates the post, or updates the one with the same id. */
  save(post: BlogPost): Promise<void>
  /** Admin only. */
  remove(id: string): Promise<void>
}

// ---------------------------------------------------------------- auth

export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds since the epoch. */
  expiresAt: z.number(),
  tokenType: z.string(),
  user: z.object({ id: z.string(), email: z.string().nullable() }),
})
export type Session = z.infer<typeof sessionSchema>

export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'INITIAL_SESSION'

export interface AuthPort {
  getSession(): Promise<Session | null>
  /** Rejects with a BackendError (code `auth`) carrying the server's message. */
  signInWithPassword(credentials: { email: string; password: string }): Promise<Session>
  signOut(): Promise<void>
  /** Returns the unsubscribe function. */
  onAuthStateChange(listener: (event: AuthEvent, session: Session | null) => void): () => void
  /** Looks up `user_roles` for role `admin` (SPEC section 7). Rejects on a failed lookup. */
  isAdmin(userId: string): Promise<boolean>
}

// ---------------------------------------------------------------- the whole backend

export interface Backend {
  kind: 'local' | 'supabase'
  auth: AuthPort
  submissions: SubmissionsPort
  notes: LeadNotesPort
  events: EventsPort
  posts: PostsPort
}
