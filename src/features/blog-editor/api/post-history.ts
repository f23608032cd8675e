import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'

export const postHistoryQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: ['admin', 'records', 'post-history', postId],
    queryFn: async () => (await getBackend()).records.postHistory(postId),
    staleTime: 0,
  })

export const usePostHistory = (postId: string) => useQuery(postHistoryQueryOptions(postId))

/** A restore changes the post: every cached query is marked stale (the posts list, the blog, the history). */
export function useRestoreRevision() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (revisionId: number) => (await getBackend()).records.restoreRevision(revisionId),
    onSuccess: () => client.invalidateQueries(),
  })
}
