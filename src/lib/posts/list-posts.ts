/**
 * Custom posts, newest first: the published ones for a visitor and a member (row-level
 * security), every one, drafts and scheduled posts included, for an admin. The blog editor lists
 * them; a local build's blog reads the published ones through it (read-published-posts.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { postFromRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'

export async function listPosts(client: Client): Promise<BlogPost[]> {
  const newest = client.from('blog_posts').select('*').order('created_at', { ascending: false }).retry(false)
  return (await dataOrThrow(newest, 'read')).map(postFromRow)
}

const adminPostsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'posts'],
    queryFn: async () => listPosts(await getClient()),
    staleTime: 0,
  })

export function useAdminPosts() {
  return useQuery(adminPostsQueryOptions())
}
