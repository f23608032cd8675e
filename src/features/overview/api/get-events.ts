import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import type { EventType } from '@/lib/backend/kinds'
import { DASHBOARD_REFRESH_MS, TABLE_PAGE_SIZE } from '@/lib/staff/constants'

/** One page of page views or chat questions: every visitor's with Supabase, this browser's locally. */
const eventsQueryOptions = (type: EventType, page: number) =>
  queryOptions({
    queryKey: ['admin', 'events', 'page', type, page],
    queryFn: async () => (await getBackend()).events.query({ type, page, pageSize: TABLE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
  })

export function useEventsPage(type: EventType, page: number) {
  return useQuery(eventsQueryOptions(type, page))
}
