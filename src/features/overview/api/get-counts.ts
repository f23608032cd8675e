/**
 * The summary cards: true totals counted by the database, each a count-only request (no rows).
 * Staff only, as the tables they count.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { EventType, LeadStatus } from '@/lib/backend/kinds'
import type { Client } from '@/lib/backend/supabase/client'
import { countOf } from '@/lib/backend/supabase/paged-read'
import { DASHBOARD_REFRESH_MS } from '@/lib/staff/constants'

/** How many leads there are (of one status, if given). */
export function countLeads(client: Client, status?: LeadStatus): Promise<number> {
  const all = client.from('form_submissions').select('*', { count: 'exact', head: true })
  return countOf((status ? all.eq('status', status) : all).retry(false))
}

/** How many events of one type there are. */
export function countEvents(client: Client, type: EventType): Promise<number> {
  return countOf(client.from('site_events').select('*', { count: 'exact', head: true }).eq('type', type).retry(false))
}

const leadCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'submissions', 'counts'],
    queryFn: async () => {
      const client = await getClient()
      const [leads, newLeads] = await Promise.all([countLeads(client), countLeads(client, 'new')])
      return { leads, newLeads }
    },
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
  })

const eventCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'events', 'counts'],
    queryFn: async () => {
      const client = await getClient()
      const [pageViews, chats] = await Promise.all([countEvents(client, 'pageview'), countEvents(client, 'chatbot')])
      return { pageViews, chats }
    },
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
  })

export function useLeadCounts() {
  return useQuery(leadCountsQueryOptions())
}

export function useEventCounts() {
  return useQuery(eventCountsQueryOptions())
}
