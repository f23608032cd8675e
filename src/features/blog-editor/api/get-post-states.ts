/**
 * Post staff: where each post's versions stand, for the posts list: its newest version (the
 * working copy as last saved) and the version visitors read. Read from post_revisions (the
 * review and release columns only, never the text); a member reads none.
 */
import { useQuery } from '@tanstack/react-query'
import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { readOptions } from '@/lib/read-options'
import { z } from '@/lib/zod'
import { liveVersion, REVIEW_STATES, submittable, type VersionRelease } from '@/lib/posts/version-state'

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
    } satisfies VersionRelease,
  }))

/** Per post id, newest version first in the read; a deleted post has no entry. */
export async function getPostStates(client: Client): Promise<Map<string, PostVersions>> {
  const read = client
    .from('post_revisions')
    .select('id, post_id, version, action, review_state, released_at, withdrawn_at')
    .order('post_id')
    .order('version', { ascending: false })
    .retry(false)
  const rows = parseAnswer(z.array(rowSchema), await dataOrThrow(read, 'read'), 'post_revisions')
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
    states.set(postId, { latest: latest.version, live: liveVersion(all), toSubmit: submittable(all) })
  }
  return states
}

export function usePostStates() {
  return useQuery(readOptions(['admin', 'posts', 'states'], getPostStates))
}
