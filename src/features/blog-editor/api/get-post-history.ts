/**
 * Admins only (ADR 0014): a post's saved versions, newest first, with who saved each and what
 * changed (public.post_history()). A member reads none, a visitor is refused (`forbidden`).
 */
import { useQuery } from '@tanstack/react-query'
import { readOptions } from '@/lib/read-options'
import { revisionsFromRows, type PostRevision } from '@/lib/backend/records-schema'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'

export async function getPostHistory(client: Client, postId: string): Promise<PostRevision[]> {
  return revisionsFromRows(await dataOrThrow(client.rpc('post_history', { post_id: postId }).retry(false), 'read'))
}

export function usePostHistory(postId: string) {
  return useQuery(readOptions(['admin', 'records', 'post-history', postId], (client) => getPostHistory(client, postId)))
}
