import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { useEventCounts, useLeadCounts } from '@/features/overview'
import { LOAD_FAILURES, useFailureToast } from '@/lib/staff/failure-toast'

/** The summary counts (which also decide when the dashboard has loaded), reloaded every 30 s. */
export function useDashboardCounts() {
  const leadCounts = useLeadCounts()
  const eventCounts = useEventCounts()
  useFailureToast(leadCounts.errorUpdatedAt, LOAD_FAILURES.leads)
  useFailureToast(eventCounts.errorUpdatedAt, LOAD_FAILURES.events)
  return {
    loading: leadCounts.isPending || eventCounts.isPending,
    counts: {
      leads: leadCounts.data?.leads ?? 0,
      newLeads: leadCounts.data?.newLeads ?? 0,
      pageViews: eventCounts.data?.pageViews ?? 0,
      chats: eventCounts.data?.chats ?? 0,
      days: eventCounts.data?.days,
      previous: eventCounts.data?.previous,
    },
  }
}

/** What Refresh Data reads again: the leads, the activity, the posts and the review queue on screen. */
const REFRESHED_AREAS = ['submissions', 'events', 'posts', 'review'] as const

/**
 * Refresh Data: it refetches every lead, activity, post and review query on screen and says
 * 'Data refreshed' only when all of them succeeded.
 */
export function useRefreshData() {
  const client = useQueryClient()
  const [refreshing, setRefreshing] = useState(false)

  async function refresh() {
    setRefreshing(true)
    try {
      await Promise.all(
        REFRESHED_AREAS.map((area) =>
          client.refetchQueries({ queryKey: ['admin', area], type: 'active' }, { throwOnError: true }),
        ),
      )
      toast.success('Data refreshed')
    } catch {
      // the failed query's own toast says what could not be loaded
    } finally {
      setRefreshing(false)
    }
  }

  return { refresh, refreshing }
}
