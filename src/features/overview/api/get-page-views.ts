/**
 * Page views as the database defines them (public.page_views: one row per arrival on a page,
 * the time spent beside it), a page at a time or counted, over a range of New York days: the
 * Page Views tab and the summary card read them here, the Overview through site_stats, and all
 * three count the same rows. Staff only (a member reads none, a visitor is refused).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { Page } from '@/lib/backend/page'
import type { Client } from '@/lib/backend/supabase/client'
import { countOf, readNewestFirst } from '@/lib/backend/supabase/paged-read'
import { DASHBOARD_REFRESH_MS } from '@/lib/staff/constants'
import { periodOf, type RangeDays } from '../lib/period'

export interface PageView {
  id: string
  timestamp: string
  page: string
  details: string
  /** Seconds spent on the page; null while none was recorded (the visitor may still be there). */
  seconds: number | null
}

interface PageViewRow {
  id: string | null
  created_at: string | null
  page: string | null
  details: string | null
  seconds: number | null
}

function pageViewFromRow(row: PageViewRow): PageView | null {
  if (!row.id || !row.created_at) return null
  return {
    id: row.id,
    timestamp: row.created_at,
    page: row.page ?? '',
    details: row.details ?? '',
    seconds: row.seconds,
  }
}

/** The page views in [from, to). */
function inRange(client: Client, from: Date, to: Date, head: boolean) {
  return client
    .from('page_views')
    .select('id, created_at, page, details, seconds', { count: 'exact', head })
    .gte('created_at', from.toISOString())
    .lt('created_at', to.toISOString())
}

export function getPageViews(
  client: Client,
  { from, to, page = 0, pageSize }: { from: Date; to: Date; page?: number; pageSize?: number },
): Promise<Page<PageView>> {
  return readNewestFirst((head) => inRange(client, from, to, head), 'created_at', { page, pageSize }, pageViewFromRow)
}

export function countPageViews(client: Client, from: Date, to: Date): Promise<number> {
  return countOf(inRange(client, from, to, true).retry(false))
}

const pageViewsQueryOptions = (days: RangeDays, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['admin', 'events', 'page-views', days, page],
    queryFn: async () => {
      const { from, to } = periodOf(days)
      return getPageViews(await getClient(), { from, to, page, pageSize })
    },
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
  })

export function usePageViewsPage(days: RangeDays, page: number, pageSize: number) {
  return useQuery(pageViewsQueryOptions(days, page, pageSize))
}
