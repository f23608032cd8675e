import { queryOptions, useQuery } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import { DASHBOARD_REFRESH_MS } from '@/lib/staff/constants'

/** The summary cards: true totals counted on the server (each count reads a single row). */
const ONE = { pageSize: 1 }

const leadCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'submissions', 'counts'],
    queryFn: async () => {
      const { submissions } = await getBackend()
      const [all, fresh] = await Promise.all([submissions.query(ONE), submissions.query({ ...ONE, status: 'new' })])
      return { leads: all.total, newLeads: fresh.total }
    },
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
  })

const eventCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'events', 'counts'],
    queryFn: async () => {
      const { events } = await getBackend()
      const [pageViews, chats] = await Promise.all([
        events.query({ ...ONE, type: 'pageview' }),
        events.query({ ...ONE, type: 'chatbot' }),
      ])
      return { pageViews: pageViews.total, chats: chats.total }
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
