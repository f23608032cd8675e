import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import type { BlogPost } from '@/lib/backend/posts-schema'

const adminPostsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'posts'],
    queryFn: async () => (await getBackend()).posts.list(),
    staleTime: 0,
  })

export function useAdminPosts() {
  return useQuery(adminPostsQueryOptions())
}

/** After a change every cached query is marked stale, so the blog pages show it at once. */
function useInvalidateAll() {
  const client = useQueryClient()
  return () => client.invalidateQueries()
}

export function useSavePost() {
  const invalidate = useInvalidateAll()
  return useMutation({
    mutationFn: async (post: BlogPost) => (await getBackend()).posts.save(post),
    onSuccess: invalidate,
  })
}

/** Stores an image file (already checked and resized) and answers the path a post stores. */
export function useUploadPostImage() {
  return useMutation({
    mutationFn: async (file: Blob) => (await getBackend()).postImages.upload(file),
  })
}

export function useDeletePost() {
  const invalidate = useInvalidateAll()
  return useMutation({
    mutationFn: async (id: string) => (await getBackend()).posts.remove(id),
    onSuccess: invalidate,
  })
}
