/**
 * getSiteStats against the migrations (the Supabase harness over the test database) and on the
 * wire (a canned project).
 */
import { lastDays } from '@/lib/backend/site-stats/ny-days'
import { rejection, submission, useHarness } from '@/testing/backend-harness'
import { cannedSupabase } from '@/testing/canned-supabase'
import { json } from '@/testing/recording-fetch'
import { insertLead } from '@/lib/submissions/insert-lead'
import { getSiteStats } from './get-site-stats'

describe('getSiteStats on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  const { signInAs } = h
  const stats = (from: Date, to: Date) => getSiteStats(h.client, from, to)

  const visit = { visitId: '9c1f4c52-0f3e-4d7a-9a59-3c1d2b8e7a10' }
  const seed = async () => {
    await h.sendEvent({
      type: 'pageview',
      details: 'Viewed /investment-calculator',
      metadata: { ...visit, path: '/investment-calculator', attribution: { source: 'fall', landing_page: '/' } },
      page: '/investment-calculator',
      userAgent: null,
    })
    await h.sendEvent({
      type: 'calculator',
      details: 'step 1 seen',
      metadata: visit,
      page: '/investment-calculator',
      userAgent: null,
    })
    await insertLead(h.client, submission({ formType: 'lead', metadata: visit }))
  }

  it('gives admins the Overview document and refuses visitors and members', async () => {
    await seed()
    const { from, to } = lastDays(7)
    expect((await rejection(stats(from, to))).code).toBe('forbidden')
    await signInAs('member')
    expect((await rejection(stats(from, to))).code).toBe('forbidden')
    await signInAs('admin')
    const document = await stats(from, to)
    expect(document.range.days).toBe(7)
    expect(document.totals).toEqual({ visits: 1, pageViews: 1, leads: 1, chatQuestions: 0, visitsWithLead: 1 })
    expect(document.conversionRate).toBe(1)
    expect(document.topSources).toEqual([{ source: 'fall', visits: 1 }])
    expect(document.topPages).toEqual([{ page: '/investment-calculator', views: 1 }])
    expect(document.funnel).toEqual({ step1Seen: 1, step1Completed: 0, step2Completed: 0, reportRequested: 0 })
    expect(document.days.at(-1)?.leads.lead).toBe(1)
  })

  it('refuses a reversed range and more than 400 days as invalid', async () => {
    await signInAs('admin')
    const { from, to } = lastDays(401)
    const tooLong = await rejection(stats(from, to))
    expect(tooLong).toMatchObject({
      code: 'invalid',
      message: expect.stringContaining('at most 400 days') as unknown,
    })
    expect((await rejection(stats(to, from))).code).toBe('invalid')
  })
})

describe('getSiteStats on the wire', () => {
  it('asks site_stats for the range as one RPC, and refuses an answer that is not the document', async () => {
    const project = cannedSupabase()
    await project.signIn()
    const from = new Date('2026-11-01T05:00:00Z')
    const to = new Date('2026-11-08T05:00:00Z')
    project.answerNext(json(200, { totals: 'none' }))
    expect((await rejection(getSiteStats(project.backend.client, from, to))).code).toBe('server')
    expect(project.wire.last()).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/site_stats',
      body: { from_ts: from.toISOString(), to_ts: to.toISOString() },
    })
  })
})
