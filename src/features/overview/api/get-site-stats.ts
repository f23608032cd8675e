import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import { lastDays } from '@/lib/backend/site-stats/ny-days'
import { DASHBOARD_REFRESH_MS } from '@/lib/staff/constants'

export const RANGE_DAYS = [7, 30, 90] as const
export type RangeDays = (typeof RANGE_DAYS)[number]

/** The Overview's document for the last `days` New York days, today included. */
const siteStatsQueryOptions = (days: RangeDays) =>
  queryOptions({
    queryKey: ['admin', 'site-stats', days],
    queryFn: async () => {
      const { from, to } = lastDays(days)
      return (await getBackend()).analytics.siteStats(from, to)
    },
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
    // Switching ranges keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })

export function useSiteStats(days: RangeDays) {
  return useQuery(siteStatsQueryOptions(days))
}
