/**
 * Admins only (ADR 0014): brings a saved version of a post back as a new version
 * (public.restore_post_revision()) and answers the post as it now is. Its slug now held by
 * another post: `conflict` with the database's message, nothing changed.
 */
import { useMutation } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseInput } from '@/lib/backend/parse-input'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { postFromRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'
import { useInvalidateAll } from '@/lib/posts/invalidate-all'

export const revisionIdSchema = z.number().int().positive()

export async function restorePostRevision(client: Client, revisionId: number): Promise<BlogPost> {
  const id = parseInput(revisionIdSchema, revisionId)
  return postFromRow(await dataOrThrow(client.rpc('restore_post_revision', { revision_id: id }), 'admin-write'))
}

/** A restore changes the post: every cached query is marked stale (the posts list, the blog, the history). */
export function useRestoreRevision() {
  const invalidate = useInvalidateAll()
  return useMutation({
    mutationFn: async (revisionId: number) => restorePostRevision(await getClient(), revisionId),
    onSuccess: invalidate,
  })
}
