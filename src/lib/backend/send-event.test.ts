import { describe, expect, it, vi } from 'vitest'
import { appendLocalEvent } from './local/event-log'
import { LOCAL_CAPS, LOCAL_KEYS } from './local/keys'
import type { SiteEventInput } from './ports'
import { postEvent } from './supabase/post-event'

const event: SiteEventInput = {
  type: 'pageview',
  details: 'Viewed /about',
  metadata: { path: '/about' },
  page: '/about',
  userAgent: 'UA',
}

const stored = () => JSON.parse(localStorage.getItem(LOCAL_KEYS.events) ?? 'null') as Record<string, unknown>[]

describe('appendLocalEvent', () => {
  it('appends the event with an id and a timestamp', () => {
    appendLocalEvent(event)
    appendLocalEvent({ ...event, details: 'Viewed /blog' })
    expect(stored()).toHaveLength(2)
    expect(stored()[0]).toMatchObject(event)
    expect(typeof stored()[0]?.id).toBe('string')
    expect(Number.isNaN(Date.parse(String(stored()[0]?.timestamp)))).toBe(false)
    expect(stored()[1]?.details).toBe('Viewed /blog')
  })

  it('starts a corrupt table again instead of failing', () => {
    localStorage.setItem(LOCAL_KEYS.events, '{not json')
    appendLocalEvent(event)
    expect(stored()).toHaveLength(1)
  })

  it('keeps only the newest events past the cap', () => {
    localStorage.setItem(
      LOCAL_KEYS.events,
      JSON.stringify(Array.from({ length: LOCAL_CAPS.events }, (_, i) => ({ i }))),
    )
    appendLocalEvent(event)
    expect(stored()).toHaveLength(LOCAL_CAPS.events)
    expect(stored()[0]).toEqual({ i: 1 })
    expect(stored().at(-1)?.details).toBe('Viewed /about')
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
    expect(JSON.parse(init?.body as string)).toEqual({
      type: 'pageview',
      details: 'Viewed /about',
      metadata: { path: '/about' },
      page: '/about',
      user_agent: 'UA',
    })
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
