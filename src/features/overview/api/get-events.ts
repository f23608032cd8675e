/**
 * One page of page views or chat questions, newest first, with how many there are in all: every
 * visitor's with Supabase, in a local build those of this browser (delivered before the read).
 * Staff only: the database lists nothing to a member and refuses a visitor (`forbidden`).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { SiteEvent } from '@/lib/backend/events-schema'
import type { EventType } from '@/lib/backend/kinds'
import type { Page } from '@/lib/backend/page'
import type { EventQuery } from '@/lib/backend/query'
import { eventFromRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'
import { readNewestFirst } from '@/lib/backend/supabase/paged-read'
import { DASHBOARD_REFRESH_MS, TABLE_PAGE_SIZE } from '@/lib/staff/constants'

export function getEvents(client: Client, query: EventQuery = {}): Promise<Page<SiteEvent>> {
  const matching = (head: boolean) => {
    const request = client.from('site_events').select('*', { count: 'exact', head })
    return query.type ? request.eq('type', query.type) : request
  }
  return readNewestFirst(matching, 'created_at', query, eventFromRow)
}

const eventsQueryOptions = (type: EventType, page: number) =>
  queryOptions({
    queryKey: ['admin', 'events', 'page', type, page],
    queryFn: async () => getEvents(await getClient(), { type, page, pageSize: TABLE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
  })

export function useEventsPage(type: EventType, page: number) {
  return useQuery(eventsQueryOptions(type, page))
}
