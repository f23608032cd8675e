import { useEffect, useMemo, useState } from 'react'
import { toast } from 'sonner'
import { useEvents } from '../api/get-events'
import { useSubmissions } from '../api/get-submissions'

/**
 * Submissions and events, reloaded every 30 s and on demand, with the failure toasts (a fixed
 * toast id, so a backend that stays down updates one toast instead of stacking one per reload).
 */
export function useDashboardData() {
  const submissions = useSubmissions()
  const events = useEvents()
  const [refreshing, setRefreshing] = useState(false)

  useEffect(() => {
    if (submissions.errorUpdatedAt)
      toast.error('Failed to load form submissions. Please try again.', { id: 'admin-submissions-error' })
  }, [submissions.errorUpdatedAt])
  useEffect(() => {
    if (events.errorUpdatedAt) toast.error('Failed to load activity. Please try again.', { id: 'admin-events-error' })
  }, [events.errorUpdatedAt])

  const { pageViews, chats } = useMemo(() => {
    const all = events.data ?? []
    return { pageViews: all.filter((e) => e.type === 'pageview'), chats: all.filter((e) => e.type === 'chatbot') }
  }, [events.data])

  async function refresh() {
    setRefreshing(true)
    try {
      const results = await Promise.all([submissions.refetch(), events.refetch()])
      if (results.every((r) => !r.isError)) toast.success('Data refreshed')
    } finally {
      setRefreshing(false)
    }
  }

  return {
    loading: submissions.isPending || events.isPending,
    submissions: submissions.data ?? [],
    pageViews,
    chats,
    refresh,
    refreshing,
  }
}
