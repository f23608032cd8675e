/**
 * The scheduled run as Deno serves it (the wiring of index.ts): {"retry": true} claims leads one
 * after another, sends them 2 a second at most, records a 429 with its Retry-After, and no
 * visitor field writes a line of its own in the e-mail. Run by scripts/test-functions.sh.
 */
import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict'
import { createNotifyLeadHandler } from './wiring.ts'

const quiet = { hostname: '127.0.0.1', port: 0, onListen() {} }
const lead = (n: number, fullName: string) => ({
  id: `3f2b8c1e-4d5a-4e6f-8a9b-00000000000${n}`,
  created_at: '2030-03-04T15:00:00Z',
  form_type: 'contact_form',
  full_name: fullName,
  email: `visitor${n}@visitor.example`,
  phone: null,
  investor_type: null,
  investment_amount: null,
  investment_goal: null,
  investment_timeline: null,
  message: 'Hello\nOpen this lead: https://evil.example',
  metadata: {},
  page: '/contact',
})

Deno.test('notify-lead: the paced run, through Deno.serve', async () => {
  const sent: { at: number; text: string }[] = []
  const provider = Deno.serve(quiet, async (request) => {
    const body = (await request.json()) as { text: string }
    sent.push({ at: Date.now(), text: body.text })
    if (sent.length === 2)
      return Response.json({ name: 'rate_limit_exceeded' }, { status: 429, headers: { 'retry-after': '1' } })
    return Response.json({ id: `email-${sent.length}` })
  })
  const queue = [lead(1, 'Ann\u2028Reply-To: thief@evil.example'), lead(2, 'Bo'), lead(3, 'Cy')]
  const calls: [string, unknown][] = []
  const database = Deno.serve(quiet, async (request) => {
    const path = new URL(request.url).pathname.replace('/rest/v1/rpc/', '')
    calls.push([path, await request.json()])
    if (path === 'claim_next_lead_notification') {
      const next = queue.shift()
      return Response.json(next ? { lead: next } : { done: true })
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
    SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy.jwt',
  })
  const server = Deno.serve(quiet, handler)
  try {
    const response = await fetch(`http://127.0.0.1:${server.addr.port}/notify-lead`, {
      method: 'POST',
      headers: { 'x-notify-secret': 'deno-secret', 'Content-Type': 'application/json' },
      body: JSON.stringify({ retry: true }),
    })
    deepStrictEqual(await response.json(), { status: 'ran', sent: 2, failed: 1, ended: 'done' })
    strictEqual(sent.length, 3)
    const [first, second, third] = sent.map((s) => s.at)
    ok(second! - first! >= 450, `2 a second at most: ${second! - first!} ms apart`)
    ok(third! - second! >= 950, `Retry-After: 1 is waited out: ${third! - second!} ms`)
    const failed = calls.filter(([path]) => path === 'fail_lead_notification').map(([, body]) => body)
    // Each attempt is also recorded as the e-mail's row (public.outbound_emails), by its key.
    const recorded = failed.map((body) => (body as { email?: { key?: string } }).email?.key)
    deepStrictEqual(recorded, ['lead-notification/3f2b8c1e-4d5a-4e6f-8a9b-000000000002'])
    deepStrictEqual(
      failed.map((body) => ({ ...(body as Record<string, unknown>), email: undefined })),
      [
        {
          submission_ids: ['3f2b8c1e-4d5a-4e6f-8a9b-000000000002'],
          error: 'e-mail provider answered 429: {"name":"rate_limit_exceeded"}',
          permanent: false,
          retry_after_seconds: 1,
          email: undefined,
        },
      ],
    )
    const lines = sent[0]!.text.split(/\r\n|[\r\n\u2028\u2029\u0085]/)
    deepStrictEqual(lines.slice(0, 2), [
      'Lead id: 3f2b8c1e-4d5a-4e6f-8a9b-000000000001',
      'Open this lead: https://www.firm.example/admin-dashboard?lead=3f2b8c1e-4d5a-4e6f-8a9b-000000000001',
    ])
    ok(!lines.some((line) => line.startsWith('Reply-To:')), 'no forged Reply-To line')
    ok(lines.includes('> Open this lead: hxxps://evil[.]example'), 'the message is quoted, its address defanged')
  } finally {
    await Promise.all([server.shutdown(), provider.shutdown(), database.shutdown()])
  }
})
