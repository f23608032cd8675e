/**
 * Row <-> domain mapping: rows as PostgREST sends them (snake_case, JSON values, timestamps as
 * text; the local project sends `to_jsonb(row)`, the same), camelCase domain.
 */
import { isEventType, isFormType, isLeadStatus } from './kinds'
import { CONSULTATION_SLOTS } from './consultation-slots'
import type { LeadNote } from './lead-desk-schema'
import type { BlogPost } from './posts-schema'
import type { ConsultationSlot } from './consultation-slots'
import type { SiteEvent } from './events-schema'
import type { Submission, SubmissionInput, TakenSlot } from './leads-schema'
import type { Json, Tables, TablesInsert } from './supabase/database.types'

function asRecord(value: Json): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}
}

const isSlot = (value: string | null): value is ConsultationSlot =>
  (CONSULTATION_SLOTS as readonly (string | null)[]).includes(value)

/** Record<string, unknown> that came out of JSON.parse-able zod input is valid JSON. */
function toJson(value: Record<string, unknown>): Json {
  return JSON.parse(JSON.stringify(value)) as Json
}

export function submissionToRow(input: SubmissionInput): TablesInsert<'form_submissions'> {
  return {
    client_id: input.clientId,
    form_type: input.formType,
    full_name: input.fullName,
    email: input.email,
    phone: input.phone,
    investor_type: input.investorType,
    investment_amount: input.investmentAmount,
    investment_goal: input.investmentGoal,
    investment_timeline: input.investmentTimeline,
    message: input.message,
    metadata: toJson(input.metadata),
    page: input.page,
    // Only bookings send the columns, so other leads insert alike before and after the migration.
    ...(input.consultationDate && input.consultationSlot
      ? { consultation_date: input.consultationDate, consultation_slot: input.consultationSlot }
      : {}),
    ...(input.conversationId ? { conversation_id: input.conversationId } : {}),
  }
}

export function submissionFromRow(row: Tables<'form_submissions'>): Submission {
  return {
    id: row.id,
    createdAt: row.created_at,
    clientId: row.client_id,
    // The dashboard shows anything unknown as 'Other Form' (docs/interfaces.md).
    formType: isFormType(row.form_type) ? row.form_type : 'other_form',
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    investorType: row.investor_type,
    investmentAmount: row.investment_amount,
    investmentGoal: row.investment_goal,
    investmentTimeline: row.investment_timeline,
    message: row.message,
    metadata: asRecord(row.metadata),
    page: row.page,
    ...(row.consultation_date && isSlot(row.consultation_slot)
      ? { consultationDate: row.consultation_date, consultationSlot: row.consultation_slot }
      : {}),
    ...(row.consultation_status ? { consultationStatus: row.consultation_status } : {}),
    ...(row.conversation_id ? { conversationId: row.conversation_id } : {}),
    ...(row.complaint_at ? { complaintAt: row.complaint_at } : {}),
    source: row.lead_source,
    status: isLeadStatus(row.status) ? row.status : 'new',
    followUpOn: row.follow_up_on,
    // Read-only notification state, on deployments whose schema has it (round-3 hardening).
    ...(typeof row.notify_attempts === 'number'
      ? {
          notifiedAt: row.notified_at,
          notifyAttempts: row.notify_attempts,
          notifyLastError: row.notify_last_error,
          unnotified: row.unnotified === true,
        }
      : {}),
  }
}

export function noteFromRow(row: Tables<'lead_notes'>): LeadNote {
  return {
    id: row.id,
    submissionId: row.submission_id,
    kind: row.kind === 'status' ? 'status' : 'note',
    status: isLeadStatus(row.status) ? row.status : null,
    body: row.body,
    authorEmail: row.author_email,
    createdAt: row.created_at,
  }
}

/**
 * The booked slots by day, then by the slot's place in the day. A slot this build does not know
 * (the database's CHECK lists the same 13) is left out.
 */
export function takenSlotsFromRows(rows: { date: string; time_slot: string }[]): TakenSlot[] {
  const rank = (slot: ConsultationSlot) => CONSULTATION_SLOTS.indexOf(slot)
  return rows
    .flatMap((row) => (isSlot(row.time_slot) ? [{ date: row.date, timeSlot: row.time_slot }] : []))
    .sort((a, b) => a.date.localeCompare(b.date) || rank(a.timeSlot) - rank(b.timeSlot))
}

/** Rows of an event type this build does not know are left out. */
export function eventFromRow(row: Tables<'site_events'>): SiteEvent | null {
  if (!isEventType(row.type)) return null
  return {
    id: row.id,
    timestamp: row.created_at,
    type: row.type,
    details: row.details,
    metadata: asRecord(row.metadata),
    page: row.page,
    userAgent: row.user_agent,
  }
}

/** Every column named: a field the post gains is never written to the table unseen. */
export function postToRow(post: BlogPost): TablesInsert<'blog_posts'> {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    author: post.author,
    image: post.image,
    image_alt: post.imageAlt ?? null,
    slug: post.slug,
    content: post.content,
    published: post.published,
    publish_at: post.publishAt ?? null,
    meta_description: post.metaDescription ?? null,
    social_image: post.socialImage ?? null,
  }
}

export function postFromRow(row: Tables<'blog_posts'>): BlogPost {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    date: row.date,
    author: row.author,
    image: row.image,
    imageAlt: row.image_alt ?? undefined,
    slug: row.slug,
    content: row.content,
    published: row.published,
    // Empty columns are absent fields, as the local backend keeps them.
    publishAt: row.publish_at ?? undefined,
    metaDescription: row.meta_description ?? undefined,
    socialImage: row.social_image ?? undefined,
  }
}
