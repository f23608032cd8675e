/**
 * Page views as the database defines them, read by the Page Views tab and counted for the card:
 * one row per arrival, its "Left" records its time spent, staff only, within the range.
 */
import { listedForAdminsOnly, useHarness } from '@/testing/backend-harness'
import { seedEvents, type SeededEvent } from '@/testing/seed-rows'
import { lastDays } from '@/lib/backend/site-stats/ny-days'
import { countPageViews, getPageViews } from './get-page-views'
import { getSiteStats } from './get-site-stats'

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const view = (details: string, createdAt: string, metadata: Record<string, unknown>): SeededEvent => ({
  type: 'pageview',
  details,
  metadata,
  page: '/about',
  userAgent: null,
  createdAt,
})

describe('page views on the database', { timeout: 60_000 }, () => {
  const h = useHarness('local')

  it('lists one row per arrival with its time spent, counts them as the Overview does, for staff only', async () => {
    const visit = { visitId: 'v-1', path: '/about' }
    await seedEvents(h.db, [
      view('Viewed /about', ago(10), visit),
      view('Left /about. Time spent: 40s', ago(9), { ...visit, seconds: 40 }),
      view('Viewed /about', ago(5), { visitId: 'v-2', path: '/about' }),
      // 40 days ago: outside the last 30 days
      view('Viewed /about', ago(40 * 24 * 60), { visitId: 'v-3', path: '/about' }),
    ])
    const { from, to } = lastDays(30)
    const rows = await listedForAdminsOnly(h.signInAs, () => getPageViews(h.client, { from, to }))
    expect(rows.map((r) => [r.details, r.seconds])).toEqual([
      ['Viewed /about', null],
      ['Viewed /about', 40],
    ])
    expect(await countPageViews(h.client, from, to)).toBe(2)
    expect((await getSiteStats(h.client, from, to)).totals.pageViews).toBe(2)
    const ninety = lastDays(90)
    expect(await countPageViews(h.client, ninety.from, ninety.to)).toBe(3)
  })
})
