/**
 * The round-3 limits as Deno serves the function (createChatServer with an environment, as
 * index.ts wires it): an IPv6 visitor is counted by the /64, and only valid questions spend the
 * global cap. Run by scripts/test-functions.sh with `deno test`.
 */
import { deepStrictEqual, strictEqual } from 'node:assert/strict'
import { createChatServer } from './server.ts'

const SITE = 'https://www.hudsonreinsurance.com'
const quiet = { hostname: '127.0.0.1', port: 0, onListen() {} }

Deno.test('chat limits: one /64 is one visitor; malformed requests do not spend the global cap', async () => {
  let asked = 0
  const provider = Deno.serve(quiet, async (request) => {
    await request.body?.cancel()
    asked += 1
    return Response.json({ choices: [{ message: { role: 'assistant', content: 'Since 2005.' } }] })
  })
  const env = new Map([
    ['CHAT_PROVIDER_API_KEY', 'provider-key'],
    ['CHAT_PROVIDER_BASE_URL', `http://127.0.0.1:${provider.addr.port}/v1`],
    ['CHAT_SIGNING_SECRET', 'a-signing-secret-that-is-long-enough-1234'],
    ['CHAT_ALLOWED_ORIGINS', SITE],
    ['CHAT_RATE_LIMIT_PER_MINUTE', '10'],
    ['CHAT_GLOBAL_LIMIT_PER_MINUTE', '12'],
  ])
  const chat = Deno.serve(quiet, createChatServer(env))
  const post = async (address: string, body: unknown) => {
    const response = await fetch(`http://127.0.0.1:${chat.addr.port}/`, {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'application/json', 'cf-connecting-ip': address },
      body: JSON.stringify(body),
    })
    await response.body?.cancel()
    return response.status
  }
  const question = { messages: [{ role: 'user', content: 'Since when?' }] }
  try {
    const statuses: number[] = []
    for (let i = 1; i <= 15; i++) statuses.push(await post(`2001:db8:77:1::${i.toString(16)}`, question))
    deepStrictEqual(statuses, [...Array<number>(10).fill(200), ...Array<number>(5).fill(429)])
    for (let i = 0; i < 40; i++) strictEqual(await post(`2001:db8:${i.toString(16)}:2::1`, {}), 400)
    strictEqual(await post('198.51.100.200', question), 200, 'the next valid visitor is answered')
    strictEqual(asked, 11)
  } finally {
    await Promise.all([chat.shutdown(), provider.shutdown()])
  }
})
