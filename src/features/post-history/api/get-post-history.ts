/**
 * Post staff (admins, authors, compliance): a post's saved versions, newest first, with who saved
 * each and what changed, where its review and release stand and whether visitors read it (the
 * database's rule, public.post_history()). A
 * member reads none, a visitor is refused (`forbidden`).
 */
import { useQuery } from '@tanstack/react-query'
import { camelKeys } from '@/lib/backend/camel-keys'
import { REVISION_ACTIONS, type RevisionAction } from '@/lib/backend/kinds'
import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { readOptions } from '@/lib/read-options'
import { z } from '@/lib/zod'
import { REVIEW_STATES, siteStateSchema, type VersionRelease } from '@/lib/posts/version-state'

export interface PostVersion extends VersionRelease {
  action: RevisionAction
  savedAt: string
  savedBy: string | null
  savedByEmail: string | null
  restoredFrom: number | null
  title: string | null
  slug: string | null
  /** The fields changed from the version before (`updated_at` aside); null for the first version. */
  changed: string[] | null
  submittedAt: string | null
  submittedByEmail: string | null
  reviewedAt: string | null
  reviewedByEmail: string | null
  reviewNote: string | null
  /** How it went live: `required` (was approval required), who approved or released it. */
  approval: Record<string, unknown> | null
}

/** bigint ids come as JSON numbers. */
const id = z.coerce.number().int()
const when = z.string().nullable()

const versionRowSchema = z
  .object({
    id,
    version: z.number().int(),
    action: z.enum(REVISION_ACTIONS),
    saved_at: z.string(),
    saved_by: z.string().nullable(),
    saved_by_email: z.string().nullable(),
    restored_from: id.nullable(),
    title: z.string().nullable(),
    slug: z.string().nullable(),
    changed: z.array(z.string()).nullable(),
    review_state: z.enum(REVIEW_STATES),
    submitted_at: when,
    submitted_by_email: z.string().nullable(),
    reviewed_at: when,
    reviewed_by_email: z.string().nullable(),
    review_note: z.string().nullable(),
    released_at: when,
    withdrawn_at: when,
    approval: z.record(z.string(), z.unknown()).nullable(),
    site_state: siteStateSchema,
    submittable: z.boolean(),
  })
  .transform((row): PostVersion => camelKeys(row))

export async function getPostHistory(client: Client, postId: string): Promise<PostVersion[]> {
  const rows = await dataOrThrow(client.rpc('post_history', { post_id: postId }).retry(false), 'read')
  return parseAnswer(z.array(versionRowSchema), rows, 'post_history')
}

export const postHistoryKey = (postId: string) => ['admin', 'posts', 'history', postId]

export function usePostHistory(postId: string) {
  return useQuery(readOptions(postHistoryKey(postId), (client) => getPostHistory(client, postId)))
}
