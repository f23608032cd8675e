/**
 * Post staff: where each post's versions stand, for the posts list: its newest version (the
 * working copy as last saved) and the version visitors read, as the database's rule says
 * (public.post_version_states(): the review and release columns and the rule's answer, never the
 * text); a member reads none.
 */
import { useQuery } from '@tanstack/react-query'
import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { readOptions } from '@/lib/read-options'
import { z } from '@/lib/zod'
import { currentRelease, REVIEW_STATES, siteStateSchema, type VersionRelease } from '@/lib/posts/version-state'

export interface PostVersions {
  latest: VersionRelease
  /** What visitors read (or will, at its publish time); undefined when nothing of the post is live. */
  live: VersionRelease | undefined
  /** The newest version, when it is a draft to submit for review. */
  toSubmit: VersionRelease | undefined
}

const rowSchema = z
  .object({
    id: z.coerce.number().int(),
    post_id: z.string(),
    version: z.number().int(),
    action: z.string(),
    review_state: z.enum(REVIEW_STATES),
    released_at: z.string().nullable(),
    withdrawn_at: z.string().nullable(),
    site_state: siteStateSchema,
    submittable: z.boolean(),
  })
  .transform((row) => ({
    postId: row.post_id,
    deleted: row.action === 'deleted',
    version: {
      id: row.id,
      version: row.version,
      reviewState: row.review_state,
      releasedAt: row.released_at,
      withdrawnAt: row.withdrawn_at,
      siteState: row.site_state,
      submittable: row.submittable,
    } satisfies VersionRelease,
  }))

/** Per post id, newest version first in the read; a deleted post has no entry. */
export async function getPostStates(client: Client): Promise<Map<string, PostVersions>> {
  const read = client.rpc('post_version_states', {}).retry(false)
  const rows = parseAnswer(z.array(rowSchema), await dataOrThrow(read, 'read'), 'post_version_states')
  const byPost = new Map<string, typeof rows>()
  for (const row of rows) {
    const versions = byPost.get(row.postId)
    if (versions) versions.push(row)
    else byPost.set(row.postId, [row])
  }
  const states = new Map<string, PostVersions>()
  for (const [postId, versions] of byPost) {
    const [latest] = versions
    if (!latest || latest.deleted) continue
    const all = versions.map((row) => row.version)
    states.set(postId, { latest: latest.version, live: currentRelease(all), toSubmit: all.find((v) => v.submittable) })
  }
  return states
}

export function usePostStates() {
  return useQuery(readOptions(['admin', 'posts', 'states'], getPostStates))
}
