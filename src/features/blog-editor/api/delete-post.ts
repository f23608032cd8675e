/** Admin only: deletes a post by id; none deleted (unknown, or not the caller's to delete) is `not_found`. */
import { useMutation } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { BackendError } from '@/lib/backend/errors'
import type { Client } from '@/lib/backend/supabase/client'
import { fromPostgrest, run } from '@/lib/backend/supabase/errors'
import { useInvalidateAll } from '@/lib/posts/invalidate-all'

export async function deletePost(client: Client, id: string): Promise<void> {
  const { error, status, count } = await run(client.from('blog_posts').delete({ count: 'exact' }).eq('id', id))
  if (error) throw fromPostgrest(error, status, 'admin-write')
  // Under RLS a row the caller may not delete is simply not matched.
  if (count === 0) throw new BackendError('not_found', `No blog post with id ${id}`)
}

export function useDeletePost() {
  const invalidate = useInvalidateAll()
  return useMutation({
    mutationFn: async (id: string) => deletePost(await getClient(), id),
    onSuccess: invalidate,
  })
}
