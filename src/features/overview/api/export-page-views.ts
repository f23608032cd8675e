/**
 * Every page view of a range, for the Page Views tab's CSV: read a thousand at a time (PostgREST
 * answers at most that many rows per request), newest first as the tab lists them. A view that
 * arrives while the pages are read pushes the older ones down a place: a row read twice is kept once.
 */
import { MAX_PAGE_SIZE } from '@/lib/backend/query'
import type { Client } from '@/lib/backend/supabase/client'
import { getPageViews, type PageView } from './get-page-views'

export async function allPageViews(client: Client, from: Date, to: Date): Promise<PageView[]> {
  const views = new Map<string, PageView>()
  for (let page = 0; ; page++) {
    const { rows, total } = await getPageViews(client, { from, to, page, pageSize: MAX_PAGE_SIZE })
    for (const view of rows) if (!views.has(view.id)) views.set(view.id, view)
    if (rows.length === 0 || (page + 1) * MAX_PAGE_SIZE >= total) return [...views.values()]
  }
}
