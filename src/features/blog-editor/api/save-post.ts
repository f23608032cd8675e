/**
 * Admin only: creates the post, or updates the one with the same id (an upsert on id). A slug
 * another post holds is a `conflict`; what the post's rules refuse is `invalid` before any call.
 */
import { useMutation } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseInput } from '@/lib/backend/parse-input'
import { blogPostSchema, type BlogPost } from '@/lib/backend/posts-schema'
import { postToRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'
import { fromPostgrest, run } from '@/lib/backend/supabase/errors'
import { useInvalidateAll } from './invalidate-all'

export async function savePost(client: Client, post: BlogPost): Promise<void> {
  const row = postToRow(parseInput(blogPostSchema, post))
  const { error, status } = await run(client.from('blog_posts').upsert(row, { onConflict: 'id' }))
  if (error) throw fromPostgrest(error, status, 'admin-write')
}

export function useSavePost() {
  const invalidate = useInvalidateAll()
  return useMutation({
    mutationFn: async (post: BlogPost) => savePost(await getClient(), post),
    onSuccess: invalidate,
  })
}
