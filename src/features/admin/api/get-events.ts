import { queryOptions, useQuery } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import { DASHBOARD_REFRESH_MS } from './get-submissions'

/** Page views and chat questions: every visitor's with Supabase, this browser's with the local backend. */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'events'],
    queryFn: async () => (await getBackend()).events.list(),
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
  })

export function useEvents() {
  return useQuery(eventsQueryOptions())
}
