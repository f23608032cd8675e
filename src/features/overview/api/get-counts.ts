/**
 * The summary cards: true totals counted by the database, each a count-only request (no rows).
 * Leads are counted over all time; page views (public.page_views, as the Overview and the Page
 * Views tab count them) and chat questions over the last 30 New York days, and the 30 before
 * (the comparison). Staff only, as the tables they count.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { EventType, LeadStatus } from '@/lib/backend/kinds'
import type { Client } from '@/lib/backend/supabase/client'
import { countOf } from '@/lib/backend/supabase/paged-read'
import { DASHBOARD_REFRESH_MS } from '@/lib/staff/constants'
import { DEFAULT_RANGE, periodOf, previousPeriodOf } from '../lib/period'
import { countPageViews } from './get-page-views'

/** How many leads there are (of one status, if given). */
export function countLeads(client: Client, status?: LeadStatus): Promise<number> {
  const all = client.from('form_submissions').select('*', { count: 'exact', head: true })
  return countOf((status ? all.eq('status', status) : all).retry(false))
}

/** How many events of one type there are (in [from, to), if given). */
export function countEvents(client: Client, type: EventType, range?: { from: Date; to: Date }): Promise<number> {
  const all = client.from('site_events').select('*', { count: 'exact', head: true }).eq('type', type)
  const inRange = range ? all.gte('created_at', range.from.toISOString()).lt('created_at', range.to.toISOString()) : all
  return countOf(inRange.retry(false))
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
      const days = DEFAULT_RANGE
      const [now, before] = [periodOf(days), previousPeriodOf(days)]
      const [pageViews, chats, pageViewsBefore, chatsBefore] = await Promise.all([
        countPageViews(client, now.from, now.to),
        countEvents(client, 'chatbot', now),
        countPageViews(client, before.from, before.to),
        countEvents(client, 'chatbot', before),
      ])
      return { days, pageViews, chats, previous: { pageViews: pageViewsBefore, chats: chatsBefore } }
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
