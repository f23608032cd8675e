import { createNotifyLeadHandler, type Env } from './wiring.ts'
import { lead, startFakeProvider, startServer } from './fakes.test-util.ts'

const LEAD = lead()

/** The Data API of the project: the two RPCs, answered as PostgREST does. */
const startFakeDatabase = () =>
  startServer((request) => {
    if (request.path === '/rest/v1/rpc/claim_lead_notification') return { status: 200, body: LEAD }
    if (request.path === '/rest/v1/rpc/finish_lead_notification') return { status: 204 }
    return { status: 404, body: { message: 'unexpected' } }
  })

describe('notify-lead wiring (the environment index.ts serves)', () => {
  it('claims through the Data API with the service role, e-mails, and finishes', async () => {
    const provider = await startFakeProvider()
    const database = await startFakeDatabase()
    try {
      const env: Env = {
        NOTIFY_LEAD_SECRET: 'wired-secret',
        NOTIFY_LEAD_TO: 'sales@firm.example, desk@firm.example',
        NOTIFY_LEAD_FROM: 'leads@firm.example',
        NOTIFY_DASHBOARD_URL: 'https://www.firm.example/admin-dashboard',
        RESEND_API_KEY: 're_wired',
        RESEND_API_URL: provider.url,
        SUPABASE_URL: database.url,
        SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
      }
      const handle = createNotifyLeadHandler(env)
      const response = await handle(
        new Request('https://project.supabase.co/functions/v1/notify-lead', {
          method: 'POST',
          headers: { 'x-notify-secret': 'wired-secret', 'Content-Type': 'application/json' },
          body: JSON.stringify({ id: LEAD.id }),
        }),
      )
      expect(response.status).toBe(200)
      expect(database.received.map((r) => [r.path, r.body])).toEqual([
        ['/rest/v1/rpc/claim_lead_notification', { submission_id: LEAD.id }],
        ['/rest/v1/rpc/finish_lead_notification', { submission_id: LEAD.id, sent: true }],
      ])
      expect(database.received[0]?.headers).toMatchObject({
        apikey: 'service-role-key',
        authorization: 'Bearer service-role-key',
      })
      expect(provider.received[0]?.body.to).toEqual(['sales@firm.example', 'desk@firm.example'])
    } finally {
      await Promise.all([provider.close(), database.close()])
    }
  })

  it('answers 503 and names what is missing when a secret is not set', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await createNotifyLeadHandler({ NOTIFY_LEAD_SECRET: 'x' })(
      new Request('https://project.supabase.co/functions/v1/notify-lead', { method: 'POST' }),
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      error: 'not_configured',
      missing: expect.arrayContaining(['RESEND_API_KEY']) as unknown,
    })
  })
})
