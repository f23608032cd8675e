import { createNotifyLeadHandler, type Env } from './wiring.ts'
import { lead, startFakeProvider, startServer } from './fakes.test-util.ts'

const LEAD = lead()

/** The Data API of the project: the RPCs, answered as PostgREST does. */
const startFakeDatabase = () =>
  startServer((request) => {
    if (request.path === '/rest/v1/rpc/claim_lead_notification') return { status: 200, body: { lead: LEAD } }
    if (request.path === '/rest/v1/rpc/finish_lead_notification') return { status: 204 }
    return { status: 404, body: { message: 'unexpected' } }
  })

const ENV: Env = {
  NOTIFY_LEAD_SECRET: 'wired-secret',
  NOTIFY_LEAD_TO: 'sales@firm.example, desk@firm.example',
  NOTIFY_LEAD_FROM: 'leads@firm.example',
  NOTIFY_DASHBOARD_URL: 'https://www.firm.example/admin-dashboard',
  RESEND_API_KEY: 're_wired',
}

/** One new lead's request through the wiring, with these platform variables. */
async function notifyWith(platform: Env) {
  const provider = await startFakeProvider()
  const database = await startFakeDatabase()
  try {
    const handle = createNotifyLeadHandler({
      ...ENV,
      RESEND_API_URL: provider.url,
      SUPABASE_URL: database.url,
      ...platform,
    })
    const response = await handle(
      new Request('https://project.supabase.co/functions/v1/notify-lead', {
        method: 'POST',
        headers: { 'x-notify-secret': 'wired-secret', 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: LEAD.id }),
      }),
    )
    return { status: response.status, database: database.received, provider: provider.received }
  } finally {
    await Promise.all([provider.close(), database.close()])
  }
}

describe('notify-lead wiring (the environment index.ts serves)', () => {
  it('claims through the Data API with the legacy service_role JWT in both headers, e-mails, and finishes', async () => {
    const { status, database, provider } = await notifyWith({ SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy.jwt' })
    expect(status).toBe(200)
    expect(database.map((r) => [r.path, r.body])).toEqual([
      ['/rest/v1/rpc/claim_lead_notification', { submission_id: LEAD.id }],
      [
        '/rest/v1/rpc/finish_lead_notification',
        {
          submission_ids: [LEAD.id],
          // The e-mail, as public.outbound_emails records it (kind lead_notification).
          email: expect.objectContaining({
            key: `lead-notification/${LEAD.id}`,
            recipient: 'sales@firm.example, desk@firm.example',
            subject: 'New lead: Consultation from Ann Lee',
            provider_id: 'email-1',
          }) as unknown,
        },
      ],
    ])
    expect(database[0]?.headers).toMatchObject({ apikey: 'eyJ.legacy.jwt', authorization: 'Bearer eyJ.legacy.jwt' })
    expect(provider[0]?.body.to).toEqual(['sales@firm.example', 'desk@firm.example'])
  })

  it('sends a new secret key (sb_secret_) as apikey only: it is not a JWT', async () => {
    const { status, database } = await notifyWith({
      SUPABASE_SECRET_KEYS: JSON.stringify({ other: 'sb_secret_other', default: 'sb_secret_default' }),
      SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy.jwt',
    })
    expect(status).toBe(200)
    for (const request of database) {
      expect(request.headers.apikey).toBe('sb_secret_default')
      expect(request.headers.authorization).toBeUndefined()
    }
    const single = await notifyWith({ SUPABASE_SECRET_KEY: 'sb_secret_single' })
    expect(single.status).toBe(200)
    expect(single.database[0]?.headers).toMatchObject({ apikey: 'sb_secret_single' })
    expect(single.database[0]?.headers.authorization).toBeUndefined()
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
