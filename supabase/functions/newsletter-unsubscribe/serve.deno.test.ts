/**
 * newsletter-unsubscribe as Deno runs it: the handler wired from an environment as index.ts wires
 * it, served by Deno.serve, calling a fake Data API over HTTP on 127.0.0.1. A mail client's
 * one-click POST unsubscribes (with the service role, via one_click); a GET only redirects to the
 * site's page; a POST without the one-click body, an altered token or another method changes
 * nothing; a database outage answers 503 with Retry-After.
 * Run by scripts/test-functions.sh with `deno test` (offline: no jsr or URL imports).
 */
import { deepStrictEqual, strictEqual } from 'node:assert/strict'
import { createUnsubscribeHandler } from './wiring.ts'

const SITE = 'https://www.firm.example'
const SERVICE_KEY = 'service-role-key'
const TOKEN = `${'1'.repeat(8)}-1111-4111-8111-${'1'.repeat(12)}.0.${'a'.repeat(32)}`
const quiet = { hostname: '127.0.0.1', port: 0, onListen() {} }

/** The Data API: knows one token, unsubscribed once; `down` answers 500. */
function fakeDataApi(down = false) {
  const calls: { path: string; authorization: string | null; body: unknown }[] = []
  let subscribed = true
  const handle = async (request: Request): Promise<Response> => {
    const body: unknown = await request.json()
    calls.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization'), body })
    if (down) return Response.json({ message: 'down' }, { status: 500 })
    const token = body && typeof body === 'object' && 'token' in body ? body.token : null
    if (token !== TOKEN) return Response.json({ outcome: 'invalid' })
    const outcome = subscribed ? 'unsubscribed' : 'already'
    subscribed = false
    return Response.json({ outcome })
  }
  return { calls, handle }
}

async function withFunction(
  run: (url: string, calls: ReturnType<typeof fakeDataApi>['calls']) => Promise<void>,
  down = false,
) {
  const fake = fakeDataApi(down)
  const api = Deno.serve(quiet, fake.handle)
  const env = {
    SITE_URL: `${SITE}/`,
    SUPABASE_URL: `http://127.0.0.1:${api.addr.port}`,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
  }
  const fn = Deno.serve(quiet, createUnsubscribeHandler(env))
  try {
    await run(`http://127.0.0.1:${fn.addr.port}/newsletter-unsubscribe`, fake.calls)
  } finally {
    await Promise.all([fn.shutdown(), api.shutdown()])
  }
}

const oneClick = (url: string, token: string, body = 'List-Unsubscribe=One-Click') =>
  fetch(`${url}?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  })

Deno.test('a one-click POST unsubscribes with the service role; a second says so and changes nothing', async () => {
  await withFunction(async (url, calls) => {
    const first = await oneClick(url, TOKEN)
    strictEqual(first.status, 200)
    strictEqual(await first.text(), 'Unsubscribed.')
    const second = await oneClick(url, TOKEN)
    strictEqual(second.status, 200)
    strictEqual(await second.text(), 'This address was already unsubscribed.')
    deepStrictEqual(calls[0], {
      path: '/rest/v1/rpc/unsubscribe_newsletter',
      authorization: `Bearer ${SERVICE_KEY}`,
      body: { token: TOKEN, via: 'one_click' },
    })
  })
})

Deno.test('a GET (a browser, a mail scanner) only redirects to the site page', async () => {
  await withFunction(async (url, calls) => {
    const response = await fetch(`${url}?token=${TOKEN}`, { redirect: 'manual' })
    await response.body?.cancel()
    strictEqual(response.status, 303)
    strictEqual(response.headers.get('location'), `${SITE}/newsletter/unsubscribe?token=${TOKEN}`)
    strictEqual(calls.length, 0)
  })
})

Deno.test('without the one-click body, with an altered token or another method: nothing changes', async () => {
  await withFunction(async (url, calls) => {
    const noBody = await oneClick(url, TOKEN, '')
    strictEqual(noBody.status, 400)
    await noBody.body?.cancel()
    const malformed = await oneClick(url, 'not-a-token')
    strictEqual(malformed.status, 400)
    await malformed.body?.cancel()
    const altered = await oneClick(url, TOKEN.replace(/a$/, 'b'))
    strictEqual(altered.status, 400)
    strictEqual(await altered.text(), 'This unsubscribe link is not valid.')
    const put = await fetch(`${url}?token=${TOKEN}`, { method: 'PUT', body: 'List-Unsubscribe=One-Click' })
    strictEqual(put.status, 405)
    await put.body?.cancel()
    deepStrictEqual(
      calls.map((call) => call.body),
      [{ token: TOKEN.replace(/a$/, 'b'), via: 'one_click' }],
    )
    strictEqual((await oneClick(url, TOKEN)).status, 200, 'the real token still unsubscribes afterwards')
  })
})

Deno.test('a database outage answers 503 with Retry-After (the mail client may try again)', async () => {
  await withFunction(async (url) => {
    const response = await oneClick(url, TOKEN)
    strictEqual(response.status, 503)
    strictEqual(response.headers.get('retry-after'), '60')
    await response.body?.cancel()
  }, true)
})

Deno.test('unset settings: every request gets a 503', async () => {
  const response = await createUnsubscribeHandler({})(
    new Request('http://x/newsletter-unsubscribe', { method: 'POST' }),
  )
  strictEqual(response.status, 503)
  await response.body?.cancel()
})
