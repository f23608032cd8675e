import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import { readOptions } from '@/lib/staff/read-options'

export const usePostHistory = (postId: string) =>
  useQuery(readOptions(['admin', 'records', 'post-history', postId], (b) => b.records.postHistory(postId)))

/** A restore changes the post: every cached query is marked stale (the posts list, the blog, the history). */
export function useRestoreRevision() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (revisionId: number) => (await getBackend()).records.restoreRevision(revisionId),
    onSuccess: () => client.invalidateQueries(),
  })
}
