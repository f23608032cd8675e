import type { Client } from '@/lib/backend/supabase/client'
import { allPageViews } from './export-page-views'
import { getPageViews, type PageView } from './get-page-views'

vi.mock('./get-page-views', () => ({ getPageViews: vi.fn() }))

const view = (n: number): PageView => ({
  id: `v-${n}`,
  timestamp: new Date(Date.UTC(2026, 10, 28) - n * 1000).toISOString(),
  page: '/about',
  details: 'Viewed /about',
  seconds: null,
})
const views = (first: number, count: number) => Array.from({ length: count }, (_, i) => view(first + i))

describe('every page view of a range', () => {
  const from = new Date('2026-11-22T05:00:00Z')
  const to = new Date('2026-11-29T05:00:00Z')
  const client = {} as Client

  it('reads a thousand at a time until the total, newest first, a row read twice kept once', async () => {
    // 2,001 views; one arrives before the second page is read, so view 999 comes back again.
    vi.mocked(getPageViews)
      .mockResolvedValueOnce({ rows: views(0, 1000), total: 2001 })
      .mockResolvedValueOnce({ rows: views(999, 1000), total: 2002 })
      .mockResolvedValueOnce({ rows: views(1999, 3), total: 2002 })
    const rows = await allPageViews(client, from, to)
    expect(rows.map((r) => r.id)).toEqual(views(0, 2002).map((r) => r.id))
    expect(vi.mocked(getPageViews).mock.calls.map(([, args]) => args)).toEqual(
      [0, 1, 2].map((page) => ({ from, to, page, pageSize: 1000 })),
    )
  })

  it('stops after one request when the range holds fewer than a thousand', async () => {
    vi.mocked(getPageViews)
      .mockReset()
      .mockResolvedValueOnce({ rows: views(0, 3), total: 3 })
    expect(await allPageViews(client, from, to)).toHaveLength(3)
    expect(getPageViews).toHaveBeenCalledTimes(1)
  })
})
