import { queryOptions, useQuery } from '@tanstack/react-query'
import { builtInPosts } from '@/content/posts'
import type { BlogPost } from '@/lib/backend'
import { mergePosts } from '../lib/posts'
import { loadBackend } from './load-backend'

/** Custom posts from the posts port (the admin's posts), read after the first render. */
export const customPostsQueryOptions = queryOptions({
  queryKey: ['posts', 'list'],
  queryFn: async (): Promise<BlogPost[]> => (await loadBackend()).posts.list(),
})

/**
 * Every post a visitor sees, newest first. Until the custom posts arrive (and on the server),
 * this is the built-in posts alone, so prerendered HTML hydrates unchanged.
 */
export function usePosts(): { posts: BlogPost[]; isLoadingCustom: boolean } {
  const custom = useQuery(customPostsQueryOptions)
  return { posts: mergePosts(builtInPosts, custom.data ?? []), isLoadingCustom: custom.isPending }
}
