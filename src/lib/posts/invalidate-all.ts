import { useQueryClient } from '@tanstack/react-query'

/**
 * After a change to a post every cached query is marked stale (the posts list, the blog, the
 * history), so the blog pages show it at once.
 */
export function useInvalidateAll() {
  const client = useQueryClient()
  return () => client.invalidateQueries()
}
