import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BlogPost } from '@/lib/backend'
import { loadBackend } from './load-backend'

export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['posts', 'slug', slug],
    queryFn: async (): Promise<BlogPost | null> => (await loadBackend()).posts.getBySlug(slug),
  })

/** One custom post by slug, asked only when the post is not already known. */
export function usePostBySlug(slug: string, enabled: boolean) {
  return useQuery({ ...postQueryOptions(slug), enabled })
}
