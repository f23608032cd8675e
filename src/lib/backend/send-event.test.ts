import { describe, expect, it, vi } from 'vitest'
import { anEvent } from '@/testing/records'
import { appendLocalEvent, LOCAL_EVENT_QUEUE_CAP, LOCAL_EVENT_QUEUE_KEY } from './local/event-log'
import { postEvent } from './supabase/post-event'

const event = anEvent({ details: 'Viewed /about', metadata: { path: '/about' }, page: '/about', userAgent: 'UA' })
/** The row the database is sent for it. */
const row = {
  type: 'pageview',
  details: 'Viewed /about',
  metadata: { path: '/about' },
  page: '/about',
  user_agent: 'UA',
}

const queued = () => JSON.parse(localStorage.getItem(LOCAL_EVENT_QUEUE_KEY) ?? 'null') as Record<string, unknown>[]

describe('appendLocalEvent (the local backend queues events until its database opens)', () => {
  it('queues the row the database will be sent, oldest first; the database stamps id and time', () => {
    appendLocalEvent(event)
    appendLocalEvent({ ...event, details: 'Viewed /blog' })
    expect(LOCAL_EVENT_QUEUE_KEY).toMatch(/^hre:v\d+:/)
    expect(queued()).toEqual([row, { ...row, details: 'Viewed /blog' }])
  })

  it('starts a corrupt queue again instead of failing', () => {
    localStorage.setItem(LOCAL_EVENT_QUEUE_KEY, '{not json')
    appendLocalEvent(event)
    expect(queued()).toEqual([row])
  })

  it('keeps only the newest events past the cap', () => {
    localStorage.setItem(
      LOCAL_EVENT_QUEUE_KEY,
      JSON.stringify(Array.from({ length: LOCAL_EVENT_QUEUE_CAP }, (_, i) => ({ i }))),
    )
    appendLocalEvent(event)
    expect(queued()).toHaveLength(LOCAL_EVENT_QUEUE_CAP)
    expect(queued()[0]).toEqual({ i: 1 })
    expect(queued().at(-1)).toEqual(row)
  })
})

describe('postEvent', () => {
  const project = { url: 'https://abc.supabase.co', anonKey: 'anon-key' }

  it('makes the PostgREST insert supabase-js would make, without asking for the row back', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 201 }))
    await postEvent(project, event, fetchFn)
    const [url, init] = fetchFn.mock.calls[0] ?? []
    expect(url).toBe('https://abc.supabase.co/rest/v1/site_events')
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key', Prefer: 'return=minimal' },
    })
    expect(JSON.parse(init?.body as string)).toEqual(row)
  })

  it.each([
    [429, 'rate_limited'],
    [503, 'server'],
    [400, 'invalid'],
  ])('maps HTTP %i to %s', async (status, code) => {
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status }))
    await expect(postEvent(project, event, fetchFn)).rejects.toMatchObject({ code })
  })

  it('maps a network failure to a transient error', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(postEvent(project, event, fetchFn)).rejects.toMatchObject({ code: 'network', transient: true })
  })
})
