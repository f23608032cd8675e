/**
 * The round-3 limits as Deno serves the function (createChatServer with an environment, as
 * index.ts wires it): an IPv6 visitor is counted by the /64, only valid questions spend the
 * global cap, and one /48 spends at most its share of it (round 4). Run by
 * scripts/test-functions.sh with `deno test`.
 */
import { deepStrictEqual, strictEqual } from 'node:assert/strict'
import { createChatServer } from './server.ts'

const SITE = 'https://www.hudsonreinsurance.com'
const quiet = { hostname: '127.0.0.1', port: 0, onListen() {} }

/** A fake provider counting the questions it is asked, and a fake Data API storing the transcript. */
function fakes() {
  const counts = { asked: 0 }
  const provider = Deno.serve(quiet, async (request) => {
    await request.body?.cancel()
    counts.asked += 1
    return Response.json({ choices: [{ message: { role: 'assistant', content: 'Since 2005.' } }] })
  })
  // The Data API: a passage for every question (search_passages), and the transcript's inserts.
  const database = Deno.serve(quiet, async (request) => {
    await request.body?.cancel()
    if (new URL(request.url).pathname === '/rest/v1/rpc/search_passages')
      return Response.json([
        { url: '/about#history', title: 'About', heading: 'History', body: 'Since 2005.', rank: 1 },
      ])
    return new Response(null, { status: 201 })
  })
  const env = (settings: [string, string][]) =>
    new Map([
      ['CHAT_PROVIDER_API_KEY', 'provider-key'],
      ['CHAT_PROVIDER_BASE_URL', `http://127.0.0.1:${provider.addr.port}/v1`],
      ['CHAT_SIGNING_SECRET', 'a-signing-secret-that-is-long-enough-1234'],
      ['CHAT_ALLOWED_ORIGINS', SITE],
      ['SUPABASE_URL', `http://127.0.0.1:${database.addr.port}`],
      ['SUPABASE_SERVICE_ROLE_KEY', 'service-role-key'],
      ...settings,
    ])
  const serve = (settings: [string, string][]) => {
    const chat = Deno.serve(quiet, createChatServer(env(settings)))
    const post = async (address: string, body: unknown) => {
      const response = await fetch(`http://127.0.0.1:${chat.addr.port}/`, {
        method: 'POST',
        headers: { Origin: SITE, 'Content-Type': 'application/json', 'cf-connecting-ip': address },
        body: JSON.stringify(body),
      })
      await response.body?.cancel()
      return response.status
    }
    return { post, close: () => Promise.all([chat.shutdown(), provider.shutdown(), database.shutdown()]) }
  }
  return { counts, serve }
}

const question = { messages: [{ role: 'user', content: 'Since when?' }] }

Deno.test('chat limits: one /64 is one visitor; malformed requests do not spend the global cap', async () => {
  const { counts, serve } = fakes()
  const { post, close } = serve([
    ['CHAT_RATE_LIMIT_PER_MINUTE', '10'],
    ['CHAT_GLOBAL_LIMIT_PER_MINUTE', '12'],
    ['CHAT_NETWORK_LIMIT_PER_MINUTE', '12'], // the /48's share is not what this test is about
  ])
  try {
    const statuses: number[] = []
    for (let i = 1; i <= 15; i++) statuses.push(await post(`2001:db8:77:1::${i.toString(16)}`, question))
    deepStrictEqual(statuses, [...Array<number>(10).fill(200), ...Array<number>(5).fill(429)])
    for (let i = 0; i < 40; i++) strictEqual(await post(`2001:db8:${i.toString(16)}:2::1`, {}), 400)
    strictEqual(await post('198.51.100.200', question), 200, 'the next valid visitor is answered')
    strictEqual(counts.asked, 11)
  } finally {
    await close()
  }
})

Deno.test('chat limits: 40 /64s of one /48 spend only its quarter of the global cap', async () => {
  const { counts, serve } = fakes()
  // The review's probe: a global cap of 40 a minute, one question from each of 40 /64s of one /48.
  const { post, close } = serve([['CHAT_GLOBAL_LIMIT_PER_MINUTE', '40']])
  try {
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push(await post(`2001:db8:77:${i.toString(16)}::1`, question))
    deepStrictEqual(statuses, [...Array<number>(10).fill(200), ...Array<number>(30).fill(429)])
    strictEqual(counts.asked, 10)
    strictEqual(await post('2001:db8:78:1::1', question), 200, 'another /48 is answered')
    strictEqual(await post('198.51.100.7', question), 200, 'an IPv4 visitor is answered')
  } finally {
    await close()
  }
})
