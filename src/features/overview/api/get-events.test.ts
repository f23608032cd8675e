/**
 * The Overview's reads against the migrations: events as each build writes them (the Supabase
 * build's light sender; a local build's queue, delivered before any read), listed and counted for
 * staff only.
 */
import { anyString, listedForAdminsOnly, rejection, submission, useHarness } from '@/testing/backend-harness'
import { insertLead } from '@/lib/submissions/insert-lead'
import { anEvent } from '@/testing/records'
import { lastDays } from '@/lib/backend/site-stats/ny-days'
import { countEvents, countLeads } from './get-counts'
import { getEvents } from './get-events'
import { getSiteStats } from './get-site-stats'

describe('events and counts on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  const { signInAs } = h
  const event = anEvent({ details: 'Viewed /about', metadata: { referrer: '' }, page: '/about', userAgent: 'jsdom' })

  it('records for anyone (through the light sender) and lists for admins only', async () => {
    await h.sendEvent(event)
    await h.sendEvent({ ...event, type: 'chatbot', details: 'What is the minimum?' })
    const rows = await listedForAdminsOnly(signInAs, () => getEvents(h.client))
    expect(rows.map((r) => r.type)).toEqual(['chatbot', 'pageview'])
    expect(rows[1]).toMatchObject({ ...event, id: anyString, timestamp: anyString })
  })

  it('never lists an event of an unknown type', async () => {
    // The light sender does not validate (no zod on every page): the database's CHECK refuses
    // such a row, and both readers drop one that got in anyway.
    await h.sendEvent({ ...event, type: 'click' as 'pageview' }).catch(() => undefined)
    await h.sendEvent(event)
    await signInAs('admin')
    expect((await getEvents(h.client)).rows.map((e) => e.type)).toEqual(['pageview'])
  })

  it('records and lists calculator steps', async () => {
    // Their vocabulary is the schema's (schemas.test.ts) and the database's CHECK (pgTAP).
    const step = { ...event, type: 'calculator', details: 'step 1 seen', page: '/investment-calculator' } as const
    await h.sendEvent(step)
    await signInAs('admin')
    expect((await getEvents(h.client)).rows.map((e) => `${e.type}: ${e.details}`)).toEqual(['calculator: step 1 seen'])
  })

  it('pages one type of event with its total', async () => {
    for (let i = 0; i < 5; i++) await h.sendEvent({ ...event, details: `Viewed ${i}` })
    await h.sendEvent({ ...event, type: 'chatbot', details: 'Minimum?' })
    await signInAs('admin')
    const views = await getEvents(h.client, { type: 'pageview', page: 1, pageSize: 2 })
    expect(views).toMatchObject({ total: 5, rows: [{ details: 'Viewed 2' }, { details: 'Viewed 1' }] })
    await expect(getEvents(h.client, { type: 'chatbot' })).resolves.toMatchObject({ total: 1 })
  })
})

describe('the summary counts on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  const { signInAs } = h

  it('counts leads (all, and new ones) and events of one type, for staff only', async () => {
    const { backend, sendEvent } = h
    await insertLead(backend.client, submission({ fullName: 'Ann' }))
    await insertLead(backend.client, submission({ fullName: 'Bo' }))
    await sendEvent(anEvent({ type: 'chatbot', details: 'Minimum?' }))
    expect((await rejection(countLeads(backend.client))).code).toBe('forbidden')
    await signInAs('member')
    expect(await countLeads(backend.client)).toBe(0)
    await signInAs('admin')
    await backend.client.from('form_submissions').update({ status: 'contacted' }).eq('full_name', 'Bo').throwOnError()
    expect([await countLeads(backend.client), await countLeads(backend.client, 'new')]).toEqual([2, 1])
    expect([await countEvents(backend.client, 'chatbot'), await countEvents(backend.client, 'pageview')]).toEqual([
      1, 0,
    ])
  })
})

describe('what a local build adds', { timeout: 60_000 }, () => {
  const h = useHarness('local')
  const { signInAs } = h

  it('delivers the page views queued on this device before an admin reads the activity, the counts or the Overview', async () => {
    const visit = { visitId: '9c1f4c52-0f3e-4d7a-9a59-3c1d2b8e7a10' }
    const view = anEvent({ details: 'Viewed /about', metadata: { ...visit, path: '/about' }, page: '/about' })
    await h.sendEvent(view)
    await h.sendEvent({ ...view, type: 'chatbot', details: 'What is the minimum?' })
    await signInAs('admin')
    expect((await getEvents(h.client)).rows.map((r) => r.type)).toEqual(['chatbot', 'pageview'])
    await h.sendEvent({ ...view, details: 'Viewed /process', metadata: { ...visit, path: '/process' } })
    expect(await countEvents(h.client, 'pageview')).toBe(2)
    await h.sendEvent({ ...view, details: 'Viewed /blog', metadata: { ...visit, path: '/blog' } })
    const { from, to } = lastDays(1)
    const stats = await getSiteStats(h.client, from, to)
    expect(stats.totals).toMatchObject({ visits: 1, pageViews: 3, chatQuestions: 1 })
  })
})
