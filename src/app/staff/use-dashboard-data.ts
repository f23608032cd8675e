import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { useEventCounts, useLeadCounts } from '@/features/overview'
import { LOAD_FAILURES, useFailureToast } from '@/lib/staff/failure-toast'

/**
 * The summary counts (which also decide when the dashboard has loaded), reloaded every 30 s,
 * and Refresh Data: it refetches every lead and activity query on screen and says
 * 'Data refreshed' only when all of them succeeded.
 */
export function useDashboardData() {
  const leadCounts = useLeadCounts()
  const eventCounts = useEventCounts()
  const client = useQueryClient()
  const [refreshing, setRefreshing] = useState(false)
  useFailureToast(leadCounts.errorUpdatedAt, LOAD_FAILURES.leads)
  useFailureToast(eventCounts.errorUpdatedAt, LOAD_FAILURES.events)

  async function refresh() {
    setRefreshing(true)
    try {
      const refetch = (area: string) =>
        client.refetchQueries({ queryKey: ['admin', area], type: 'active' }, { throwOnError: true })
      await Promise.all([refetch('submissions'), refetch('events')])
      toast.success('Data refreshed')
    } catch {
      // the failed query's own toast says what could not be loaded
    } finally {
      setRefreshing(false)
    }
  }

  return {
    loading: leadCounts.isPending || eventCounts.isPending,
    counts: {
      leads: leadCounts.data?.leads ?? 0,
      newLeads: leadCounts.data?.newLeads ?? 0,
      pageViews: eventCounts.data?.pageViews ?? 0,
      chats: eventCounts.data?.chats ?? 0,
    },
    refresh,
    refreshing,
  }
}
