/**
 * getAcquisition and getLiveVisitors on the wire (a canned project): the RPCs they call and how
 * they read the answers. The figures themselves are proven by pgTAP
 * (supabase/tests/85_campaigns_entry_pages.test.sql) and the browser test.
 */
import { cannedSupabase } from '@/testing/canned-supabase'
import { json } from '@/testing/recording-fetch'
import { rejection } from '@/testing/backend-harness'
import { getAcquisition } from './get-acquisition'
import { getLiveVisitors, liveVisitorsLabel } from './get-live-visitors'

const from = new Date('2026-11-01T05:00:00Z')
const to = new Date('2026-11-08T05:00:00Z')

const campaigns = [
  {
    source: 'linkedin',
    medium: 'social',
    campaign: 'cat-bond-insights',
    visits: 12,
    leads: 2,
    conversion_rate: 0.1667,
  },
  { source: 'Direct', medium: 'email', campaign: null, visits: 3, leads: 0, conversion_rate: 0 },
]
const entryPages = [{ page: '/investment', visits: 40, leads: 3, conversion_rate: 0.075 }]

function project() {
  return cannedSupabase((request) => {
    if (request.path === '/rest/v1/rpc/site_campaigns') return json(200, campaigns)
    if (request.path === '/rest/v1/rpc/site_entry_pages') return json(200, entryPages)
    return undefined
  })
}

describe('getAcquisition', () => {
  it('asks both functions for the range and reads their rows', async () => {
    const p = project()
    await p.signIn()
    expect(await getAcquisition(p.backend.client, from, to)).toEqual({
      campaigns: [
        {
          source: 'linkedin',
          medium: 'social',
          campaign: 'cat-bond-insights',
          visits: 12,
          leads: 2,
          conversionRate: 0.1667,
        },
        { source: 'Direct', medium: 'email', campaign: null, visits: 3, leads: 0, conversionRate: 0 },
      ],
      entryPages: [{ page: '/investment', visits: 40, leads: 3, conversionRate: 0.075 }],
    })
    const body = { from_ts: from.toISOString(), to_ts: to.toISOString() }
    const calls = p.wire.requests.filter((r) => r.path.startsWith('/rest/v1/rpc/'))
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'POST', path: '/rest/v1/rpc/site_campaigns', body }),
        expect.objectContaining({ method: 'POST', path: '/rest/v1/rpc/site_entry_pages', body }),
      ]),
    )
  })

  it('refuses rows of another shape as a server error', async () => {
    const p = cannedSupabase((request) => {
      if (request.path === '/rest/v1/rpc/site_campaigns') {
        return json(200, [{ source: 'x', visits: -1, leads: 0, conversion_rate: 2 }])
      }
      return request.path === '/rest/v1/rpc/site_entry_pages' ? json(200, []) : undefined
    })
    await p.signIn()
    expect((await rejection(getAcquisition(p.backend.client, from, to))).code).toBe('server')
  })
})

describe('getLiveVisitors', () => {
  it('reads the count, and refuses anything but a whole number', async () => {
    const p = cannedSupabase()
    await p.signIn()
    p.answerNext(json(200, 3))
    expect(await getLiveVisitors(p.backend.client)).toBe(3)
    expect(p.wire.last()).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/live_visitors' })
    p.answerNext(json(200, 'three'))
    expect((await rejection(getLiveVisitors(p.backend.client))).code).toBe('server')
  })

  it('says the count in words, one visitor or several', () => {
    expect(liveVisitorsLabel(0)).toBe('0 visitors in the last 5 minutes')
    expect(liveVisitorsLabel(1)).toBe('1 visitor in the last 5 minutes')
    expect(liveVisitorsLabel(3)).toBe('3 visitors in the last 5 minutes')
    expect(liveVisitorsLabel(1200)).toBe('1,200 visitors in the last 5 minutes')
  })
})
