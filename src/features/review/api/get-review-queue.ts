/**
 * Reviewers (admins, compliance): the post versions waiting for review, oldest submission first,
 * each with the version visitors read now, if any (public.review_queue()). Anyone else reads none.
 */
import { useQuery } from '@tanstack/react-query'
import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { readOptions } from '@/lib/read-options'
import { DASHBOARD_REFRESH_MS } from '@/lib/staff/constants'
import { z } from '@/lib/zod'

/** A post's fields as a version keeps them (blog_posts' columns but the text). */
export type PostFields = Record<string, unknown>

export interface QueuedVersion {
  revisionId: number
  postId: string
  version: number
  title: string
  slug: string
  content: string
  post: PostFields
  savedAt: string
  savedByEmail: string | null
  submittedAt: string
  submittedByEmail: string | null
  /** The version visitors read now (at its own address); undefined for a post not on the site. */
  live: { revisionId: number; title: string; slug: string; content: string; post: PostFields } | undefined
}

const fields = z.record(z.string(), z.unknown())

const rowSchema = z
  .object({
    revision_id: z.coerce.number().int(),
    post_id: z.string(),
    version: z.number().int(),
    title: z.string().nullable(),
    slug: z.string().nullable(),
    content: z.string(),
    post: fields,
    saved_at: z.string(),
    saved_by_email: z.string().nullable(),
    submitted_at: z.string(),
    submitted_by_email: z.string().nullable(),
    live_revision_id: z.coerce.number().int().nullable(),
    live_title: z.string().nullable(),
    live_content: z.string().nullable(),
    live_post: fields.nullable(),
  })
  .transform((row): QueuedVersion => ({
    revisionId: row.revision_id,
    postId: row.post_id,
    version: row.version,
    title: row.title ?? '',
    slug: row.slug ?? '',
    content: row.content,
    post: row.post,
    savedAt: row.saved_at,
    savedByEmail: row.saved_by_email,
    submittedAt: row.submitted_at,
    submittedByEmail: row.submitted_by_email,
    live:
      row.live_revision_id === null
        ? undefined
        : {
            revisionId: row.live_revision_id,
            title: row.live_title ?? '',
            slug: typeof row.live_post?.slug === 'string' ? row.live_post.slug : (row.slug ?? ''),
            content: row.live_content ?? '',
            post: row.live_post ?? {},
          },
  }))

export async function getReviewQueue(client: Client): Promise<QueuedVersion[]> {
  const rows = await dataOrThrow(client.rpc('review_queue').retry(false), 'read')
  return parseAnswer(z.array(rowSchema), rows, 'review_queue')
}

export function useReviewQueue() {
  return useQuery(readOptions(['admin', 'review', 'queue'], getReviewQueue, { refetchInterval: DASHBOARD_REFRESH_MS }))
}
