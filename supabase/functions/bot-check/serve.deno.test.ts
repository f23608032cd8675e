/**
 * bot-check as Deno runs it: the handler wired from an environment as index.ts wires it, served by
 * Deno.serve, asking a fake siteverify over HTTP on 127.0.0.1 that answers as Cloudflare's does:
 * a token solved on the site passes once (a second use is `timeout-or-duplicate`), a failed one
 * is `invalid-input-response`, one solved elsewhere names another hostname, and one never answers.
 * Run by scripts/test-functions.sh with `deno test` (offline: no jsr or URL imports).
 */
import { deepStrictEqual, match, strictEqual } from 'node:assert/strict'
import { createBotCheckHandler, type Env } from './wiring.ts'

const SITE = 'https://www.firm.example'
const SECRET = 'turnstile-secret'
const PASS_SECRET = 'p'.repeat(64)
const quiet = { hostname: '127.0.0.1', port: 0, onListen() {} }

/** Tokens the fake knows: the hostname and action each was solved for. */
const SOLVED: Record<string, { hostname: string; action: string }> = {
  'token-contact': { hostname: 'www.firm.example', action: 'contact_form' },
  'token-elsewhere': { hostname: 'evil.example', action: 'contact_form' },
}

function fakeSiteverify() {
  const seen: URLSearchParams[] = []
  const used = new Set<string>()
  const handle = async (request: Request): Promise<Response> => {
    const form = new URLSearchParams(await request.text())
    seen.push(form)
    const token = form.get('response') ?? ''
    if (token === 'token-slow') await new Promise((resolve) => setTimeout(resolve, 500))
    if (form.get('secret') !== SECRET) return Response.json({ success: false, 'error-codes': ['invalid-input-secret'] })
    const solved = SOLVED[token]
    if (!solved) return Response.json({ success: false, 'error-codes': ['invalid-input-response'] })
    if (used.has(token)) return Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] })
    used.add(token)
    return Response.json({ success: true, challenge_ts: new Date().toISOString(), ...solved })
  }
  return { seen, handle }
}

async function withFunction(
  run: (check: (body: unknown) => Promise<Response>, fake: ReturnType<typeof fakeSiteverify>) => Promise<void>,
  env: Env = {},
) {
  const fake = fakeSiteverify()
  const siteverify = Deno.serve(quiet, fake.handle)
  const handler = createBotCheckHandler(
    {
      TURNSTILE_SECRET_KEY: SECRET,
      BOT_PASS_SECRET: PASS_SECRET,
      BOT_CHECK_ALLOWED_ORIGINS: SITE,
      TURNSTILE_SITEVERIFY_URL: `http://127.0.0.1:${siteverify.addr.port}/siteverify`,
      ...env,
    },
    fetch,
    200,
  )
  const fn = Deno.serve(quiet, handler)
  const check = (body: unknown) =>
    fetch(`http://127.0.0.1:${fn.addr.port}/bot-check`, {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' },
      body: JSON.stringify(body),
    })
  try {
    await run(check, fake)
  } finally {
    await Promise.all([fn.shutdown(), siteverify.shutdown()])
  }
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text))
  return [...new Uint8Array(signature)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

Deno.test('a token solved on the site for this form: a pass signed for the action, ten minutes long', () =>
  withFunction(async (check, fake) => {
    const response = await check({ token: 'token-contact', action: 'contact_form' })
    strictEqual(response.status, 200)
    strictEqual(response.headers.get('access-control-allow-origin'), SITE)
    const { pass, expires_at } = await response.json()
    const [id, action, expires, signature] = pass.split('.')
    match(id, /^[0-9a-f-]{36}$/)
    strictEqual(action, 'contact_form')
    strictEqual(signature, await hmacHex(PASS_SECRET, `bot-pass:${id}.${action}.${expires}`))
    strictEqual(new Date(expires_at).getTime(), Number(expires) * 1000)
    const lifetime = Number(expires) - Date.now() / 1000
    strictEqual(lifetime > 590 && lifetime <= 600, true, String(lifetime))
    const [asked] = fake.seen
    deepStrictEqual(
      [asked?.get('secret'), asked?.get('response'), asked?.get('remoteip')],
      [SECRET, 'token-contact', '203.0.113.7'],
    )
  }),
)

Deno.test('a failed challenge: 403 challenge_failed with siteverify’s codes, no pass', () =>
  withFunction(async (check) => {
    const response = await check({ token: 'token-failed', action: 'contact_form' })
    strictEqual(response.status, 403)
    deepStrictEqual(await response.json(), { error: 'challenge_failed', codes: ['invalid-input-response'] })
  }),
)

Deno.test('a token used twice: the second gets no pass (timeout-or-duplicate)', () =>
  withFunction(async (check) => {
    strictEqual((await check({ token: 'token-contact', action: 'contact_form' })).status, 200)
    const replay = await check({ token: 'token-contact', action: 'contact_form' })
    strictEqual(replay.status, 403)
    deepStrictEqual(await replay.json(), { error: 'challenge_failed', codes: ['timeout-or-duplicate'] })
  }),
)

Deno.test('a token solved on another site: 403 wrong_hostname', () =>
  withFunction(async (check) => {
    const response = await check({ token: 'token-elsewhere', action: 'contact_form' })
    strictEqual(response.status, 403)
    deepStrictEqual(await response.json(), { error: 'wrong_hostname' })
  }),
)

Deno.test('a token solved for another form: 403 wrong_action', () =>
  withFunction(async (check) => {
    const response = await check({ token: 'token-contact', action: 'newsletter' })
    strictEqual(response.status, 403)
    deepStrictEqual(await response.json(), { error: 'wrong_action' })
  }),
)

Deno.test('siteverify does not answer in time: 503 siteverify_unavailable', () =>
  withFunction(async (check) => {
    const response = await check({ token: 'token-slow', action: 'contact_form' })
    strictEqual(response.status, 503)
    deepStrictEqual(await response.json(), { error: 'siteverify_unavailable' })
  }),
)

Deno.test('a body without a token or with a bad action: 400, siteverify not asked', () =>
  withFunction(async (check, fake) => {
    strictEqual((await check({ action: 'contact_form' })).status, 400)
    strictEqual((await check({ token: 'token-contact', action: 'contact form!' })).status, 400)
    strictEqual(fake.seen.length, 0)
  }),
)

Deno.test('another origin: 403, siteverify not asked', () =>
  withFunction(async (_check, fake) => {
    const fn = Deno.serve(
      quiet,
      createBotCheckHandler({
        TURNSTILE_SECRET_KEY: SECRET,
        BOT_PASS_SECRET: PASS_SECRET,
        BOT_CHECK_ALLOWED_ORIGINS: SITE,
      }),
    )
    const response = await fetch(`http://127.0.0.1:${fn.addr.port}/bot-check`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: JSON.stringify({ token: 'token-contact', action: 'contact_form' }),
    })
    await fn.shutdown()
    strictEqual(response.status, 403)
    await response.body?.cancel()
    strictEqual(fake.seen.length, 0)
  }),
)

Deno.test('a secret missing (or a pass secret too short): 503 not_configured, siteverify not asked', async () => {
  for (const env of [{ TURNSTILE_SECRET_KEY: '' }, { BOT_PASS_SECRET: '' }, { BOT_PASS_SECRET: 'short' }]) {
    await withFunction(async (check, fake) => {
      const response = await check({ token: 'token-contact', action: 'contact_form' })
      strictEqual(response.status, 503)
      strictEqual((await response.json()).error, 'not_configured')
      strictEqual(fake.seen.length, 0)
    }, env)
  }
})
