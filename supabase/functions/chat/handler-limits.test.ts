import { handleChat } from './handler.ts'
import { createRateLimiter } from './rate-limit.ts'
import { chatRequest, makeSettings, okProvider, question } from './test-helpers.ts'

const ask = (settings: ReturnType<typeof makeSettings>, headers: Record<string, string>, fetchFn = okProvider()) =>
  handleChat(chatRequest(question, { headers }), settings, fetchFn).then((r) => r.status)

describe('handleChat: rate limit', () => {
  it('allows the limit per address, then answers 429 with Retry-After; other addresses are unaffected', async () => {
    let now = 1_000_000
    const settings = makeSettings({ rateLimiter: createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now }) })
    const fetchFn = okProvider()
    const from = (ip: string) => chatRequest(question, { headers: { 'x-forwarded-for': ip } })
    for (let i = 0; i < 3; i++) expect((await handleChat(from('198.51.100.1'), settings, fetchFn)).status).toBe(200)
    now += 10_000
    const limited = await handleChat(from('198.51.100.1'), settings, fetchFn)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('50')
    expect(limited.headers.get('access-control-allow-origin')).toBe('https://www.hudsonreinsurance.com')
    expect(await limited.json()).toEqual({ error: 'rate_limited' })
    expect(fetchFn).toHaveBeenCalledTimes(3)
    expect((await handleChat(from('198.51.100.2'), settings, fetchFn)).status).toBe(200)
    now += 50_001
    expect((await handleChat(from('198.51.100.1'), settings, fetchFn)).status).toBe(200)
  })

  it('cannot be bypassed by rotating the leftmost X-Forwarded-For hop', async () => {
    const settings = makeSettings({ rateLimiter: createRateLimiter({ limit: 5, windowMs: 60_000 }) })
    const statuses = []
    for (let i = 0; i < 100; i++) {
      statuses.push(await ask(settings, { 'x-forwarded-for': `10.0.${i}.1, 198.51.100.9` }))
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
  })

  it('does not let a forged leftmost hop lock out the address it names', async () => {
    const settings = makeSettings({ rateLimiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) })
    for (let i = 0; i < 10; i++) await ask(settings, { 'x-forwarded-for': '192.0.2.55, 198.51.100.66' })
    expect(await ask(settings, { 'x-forwarded-for': '192.0.2.55' })).toBe(200)
  })

  it('prefers cf-connecting-ip over X-Forwarded-For, and the header list is configurable', async () => {
    const settings = makeSettings({ rateLimiter: createRateLimiter({ limit: 1, windowMs: 60_000 }) })
    expect(await ask(settings, { 'cf-connecting-ip': '192.0.2.1', 'x-forwarded-for': '192.0.2.9' })).toBe(200)
    expect(await ask(settings, { 'cf-connecting-ip': '192.0.2.1', 'x-forwarded-for': '192.0.2.8' })).toBe(429)
    const custom = makeSettings({
      rateLimiter: createRateLimiter({ limit: 1, windowMs: 60_000 }),
      addressHeaders: ['fly-client-ip'],
    })
    expect(await ask(custom, { 'fly-client-ip': '192.0.2.1', 'cf-connecting-ip': '192.0.2.2' })).toBe(200)
    expect(await ask(custom, { 'fly-client-ip': '192.0.2.1', 'cf-connecting-ip': '192.0.2.3' })).toBe(429)
  })

  it('puts requests without any address header in one shared bucket', async () => {
    const settings = makeSettings({ rateLimiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) })
    const request = () => {
      const r = chatRequest(question)
      r.headers.delete('x-forwarded-for')
      return handleChat(r, settings, okProvider()).then((response) => response.status)
    }
    expect([await request(), await request(), await request()]).toEqual([200, 200, 429])
  })

  it('applies the global cap across addresses', async () => {
    const settings = makeSettings({ globalRateLimiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) })
    const statuses = []
    for (const ip of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) statuses.push(await ask(settings, { 'x-forwarded-for': ip }))
    expect(statuses).toEqual([200, 200, 429])
  })

  it('checks the global cap first: what it refuses stores no per-address key', async () => {
    const rateLimiter = createRateLimiter({ limit: 5, windowMs: 60_000 })
    const settings = makeSettings({ rateLimiter, globalRateLimiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) })
    for (let i = 0; i < 50; i++) await ask(settings, { 'x-forwarded-for': `198.51.100.${i}` })
    expect(rateLimiter.size).toBe(2)
  })

  it('counts an IPv6 visitor by the /64: fifteen addresses of one /64 share one limit', async () => {
    const settings = makeSettings({ rateLimiter: createRateLimiter({ limit: 10, windowMs: 60_000 }) })
    const statuses = []
    for (let i = 1; i <= 15; i++)
      statuses.push(await ask(settings, { 'cf-connecting-ip': `2001:db8:77:1::${i.toString(16)}` }))
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429])
    expect(await ask(settings, { 'cf-connecting-ip': '2001:db8:77:2::1' })).toBe(200)
  })

  it('gives one /48 at most its share of the global cap: 40 of its /64s cannot spend it all', async () => {
    const settings = makeSettings({
      rateLimiter: createRateLimiter({ limit: 10, windowMs: 60_000 }),
      globalRateLimiter: createRateLimiter({ limit: 40, windowMs: 60_000 }),
      networkRateLimiter: createRateLimiter({ limit: 10, windowMs: 60_000 }),
    })
    const fetchFn = okProvider()
    const statuses = []
    for (let i = 0; i < 40; i++)
      statuses.push(await ask(settings, { 'cf-connecting-ip': `2001:db8:77:${i.toString(16)}::1` }, fetchFn))
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(30).fill(429)])
    expect(fetchFn).toHaveBeenCalledTimes(10)
    // The cut-off /48 left the rest of the global cap to everyone else.
    expect(await ask(settings, { 'cf-connecting-ip': '2001:db8:78:1::1' }, fetchFn)).toBe(200)
    expect(await ask(settings, { 'cf-connecting-ip': '198.51.100.7' }, fetchFn)).toBe(200)
  })

  it('spends no share of a /48 on a request the global cap refuses', async () => {
    const networkRateLimiter = createRateLimiter({ limit: 2, windowMs: 60_000 })
    const settings = makeSettings({
      globalRateLimiter: createRateLimiter({ limit: 1, windowMs: 60_000 }),
      networkRateLimiter,
    })
    expect(await ask(settings, { 'cf-connecting-ip': '198.51.100.7' })).toBe(200)
    expect(await ask(settings, { 'cf-connecting-ip': '2001:db8:77:1::1' })).toBe(429)
    expect(networkRateLimiter.peek('2001:db8:77::/48')).toEqual({ allowed: true })
    expect(networkRateLimiter.size).toBe(0)
  })

  it('spends the global cap only on valid questions: 300 empty bodies do not lock out the next visitor', async () => {
    const settings = makeSettings({
      rateLimiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
      globalRateLimiter: createRateLimiter({ limit: 5, windowMs: 60_000 }),
    })
    const fetchFn = okProvider()
    for (let i = 0; i < 300; i++) {
      const junk = chatRequest({}, { headers: { 'cf-connecting-ip': `2001:db8:66:1::${i.toString(16)}` } })
      expect((await handleChat(junk, settings, fetchFn)).status).toBe(400)
    }
    expect(await ask(settings, { 'cf-connecting-ip': '198.51.100.200' }, fetchFn)).toBe(200)
    expect(fetchFn).toHaveBeenCalledTimes(1)
  })

  it('does not spend the global cap on requests the per-address limit refuses', async () => {
    const globalRateLimiter = createRateLimiter({ limit: 5, windowMs: 60_000 })
    const settings = makeSettings({ rateLimiter: createRateLimiter({ limit: 1, windowMs: 60_000 }), globalRateLimiter })
    for (let i = 0; i < 20; i++) await ask(settings, { 'x-forwarded-for': '198.51.100.1' })
    expect(await ask(settings, { 'x-forwarded-for': '198.51.100.2' })).toBe(200)
  })
})

describe('handleChat: body size', () => {
  it('answers 413 to a declared oversized body', async () => {
    const raw = JSON.stringify({ messages: [{ role: 'user', content: 'x'.repeat(300_000) }] })
    const response = await handleChat(chatRequest(null, { raw }), makeSettings(), okProvider())
    expect(response.status).toBe(413)
  })

  it('stops reading a chunked body at the cap and cancels it', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20)
    let pulled = 0
    let cancelled = false
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 20 MB in all (enough to show the cap without buffering 200 MB in the test itself).
        if (pulled >= 20 * 1024 * 1024) return controller.close()
        pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
      cancel() {
        cancelled = true
      },
    })
    // `duplex` (required for a stream body) is missing from TypeScript's DOM RequestInit.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { Origin: 'https://www.hudsonreinsurance.com', 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    }
    const request = new Request('https://project.supabase.co/functions/v1/chat', init)
    expect(request.headers.get('content-length')).toBeNull()
    const response = await handleChat(request, makeSettings({ maxBodyBytes: 256_000 }), okProvider())
    expect(response.status).toBe(413)
    expect(pulled).toBeLessThanOrEqual(256_000 + 2 * chunk.byteLength)
    await vi.waitFor(() => expect(cancelled).toBe(true))
  })
})
