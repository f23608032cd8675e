/**
 * One round trip through Deno.serve with the entry's wiring (wiring.ts, as index.ts serves it),
 * against a fake e-mail provider and a fake Data API on local ports. Offline: no jsr or URL
 * imports. Run: deno test --allow-net --allow-env supabase/functions/notify-lead/serve.deno.test.ts
 */
import { createNotifyLeadHandler } from './wiring.ts'

const LEAD_ID = '3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b'
const quiet = { hostname: '127.0.0.1', port: 0, onListen() {} }

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message)
}

Deno.test('notify-lead serves a lead through Deno.serve and e-mails the firm once', async () => {
  const sent: { key: string | null; body: { to: string[]; subject: string } }[] = []
  const provider = Deno.serve(quiet, async (request) => {
    sent.push({ key: request.headers.get('idempotency-key'), body: await request.json() })
    return Response.json({ id: 'email-1' })
  })
  const calls: string[] = []
  const keys: (string | null)[][] = []
  const database = Deno.serve(quiet, async (request) => {
    const path = new URL(request.url).pathname
    calls.push(path)
    keys.push([request.headers.get('apikey'), request.headers.get('authorization')])
    await request.body?.cancel()
    if (path.endsWith('/claim_lead_notification')) {
      return Response.json({
        lead: {
          id: LEAD_ID,
          created_at: '2030-03-04T15:00:00Z',
          form_type: 'contact_form',
          full_name: 'Grace Hopper',
          email: 'grace@visitor.example',
          phone: null,
          investor_type: null,
          investment_amount: null,
          investment_goal: null,
          investment_timeline: null,
          message: 'Hello',
          metadata: {},
          page: '/contact',
        },
      })
    }
    return new Response(null, { status: 204 })
  })
  const handler = createNotifyLeadHandler({
    NOTIFY_LEAD_SECRET: 'deno-secret',
    NOTIFY_LEAD_TO: 'sales@firm.example',
    NOTIFY_LEAD_FROM: 'leads@firm.example',
    NOTIFY_DASHBOARD_URL: 'https://www.firm.example/admin-dashboard',
    RESEND_API_KEY: 're_deno',
    RESEND_API_URL: `http://127.0.0.1:${provider.addr.port}`,
    SUPABASE_URL: `http://127.0.0.1:${database.addr.port}`,
    SUPABASE_SECRET_KEYS: '{"default": "sb_secret_deno"}',
  })
  const server = Deno.serve(quiet, handler)
  try {
    const response = await fetch(`http://127.0.0.1:${server.addr.port}/notify-lead`, {
      method: 'POST',
      headers: { 'x-notify-secret': 'deno-secret', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: LEAD_ID }),
    })
    const answer = await response.json()
    check(
      response.status === 200 && answer.status === 'sent',
      `expected sent, got ${response.status} ${JSON.stringify(answer)}`,
    )
    check(sent.length === 1, `expected one e-mail, got ${sent.length}`)
    check(sent[0]?.key === `lead-notification/${LEAD_ID}`, `idempotency key ${sent[0]?.key}`)
    check(JSON.stringify(sent[0]?.body.to) === '["sales@firm.example"]', 'sent to the firm only')
    check(sent[0]?.body.subject === 'New lead: Contact Form from Grace Hopper', `subject ${sent[0]?.body.subject}`)
    check(calls.join() === '/rest/v1/rpc/claim_lead_notification,/rest/v1/rpc/finish_lead_notification', calls.join())
    check(
      keys.every(([apikey, authorization]) => apikey === 'sb_secret_deno' && authorization === null),
      `a secret key goes as apikey only: ${JSON.stringify(keys)}`,
    )

    const refused = await fetch(`http://127.0.0.1:${server.addr.port}/notify-lead`, {
      method: 'POST',
      headers: { 'x-notify-secret': 'wrong' },
      body: JSON.stringify({ id: LEAD_ID }),
    })
    await refused.body?.cancel()
    check(refused.status === 401, `a wrong secret gets 401, got ${refused.status}`)
    check(sent.length === 1, 'and sends nothing')
  } finally {
    await Promise.all([server.shutdown(), provider.shutdown(), database.shutdown()])
  }
})
