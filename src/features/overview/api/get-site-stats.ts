/**
 * The Overview's document for a range of New York days: one call of public.site_stats, the
 * database doing the counting (ADR 0009). The database refuses a reversed range or one longer
 * than 400 days (`invalid`), and anyone but staff (`forbidden`).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { BackendError } from '@/lib/backend/errors'
import { parseAnswer } from '@/lib/backend/parse-input'
import { siteStatsSchema, type SiteStats } from '@/lib/backend/site-stats/schema'
import { lastDays } from '@/lib/backend/site-stats/ny-days'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { DASHBOARD_REFRESH_MS } from '@/lib/staff/constants'
import type { RangeDays } from '../lib/period'

export type { RangeDays } from '../lib/period'

export async function getSiteStats(client: Client, from: Date, to: Date): Promise<SiteStats> {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
    throw new BackendError('invalid', 'site_stats: to_ts must be after from_ts')
  }
  const args = { from_ts: from.toISOString(), to_ts: to.toISOString() }
  return parseAnswer(
    siteStatsSchema,
    await dataOrThrow(client.rpc('site_stats', args).retry(false), 'read'),
    'site_stats',
  )
}

/** The last `days` New York days, today included. */
const siteStatsQueryOptions = (days: RangeDays) =>
  queryOptions({
    queryKey: ['admin', 'site-stats', days],
    queryFn: async () => {
      const { from, to } = lastDays(days)
      return getSiteStats(await getClient(), from, to)
    },
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
    // Switching ranges keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })

export function useSiteStats(days: RangeDays) {
  return useQuery(siteStatsQueryOptions(days))
}
