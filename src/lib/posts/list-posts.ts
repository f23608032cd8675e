/**
 * The editors' working copy of the custom posts (`blog_posts`), newest first: every one, drafts,
 * edits awaiting approval and scheduled posts included, for those who write or review posts
 * (admins, authors, compliance); no row for anyone else (row-level security). The blog editor
 * lists them. Visitors read the live versions instead (`published_posts`,
 * src/lib/backend/read-published-posts.ts).
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
