/**
 * The queue of visitors' e-mails (public.outbound_emails) through notify-lead: the row's id is
 * the idempotency key, headers and attachments reach the provider, the outcome is recorded
 * (provider id; a 429 with its Retry-After, a 5xx passing, a 4xx final), and the scheduled run
 * paces the queue with the lead notifications, 2 a second, leads first.
 */
import { handleNotifyLead, type NotifySettings } from './handler.ts'
import { createResendMailer } from './mailer.ts'
import { createMemoryStore, lead, startFakeProvider } from './fakes.test-util.ts'
import type { Failure } from './lead.ts'
import type { EmailStore, OutboundEmail } from './outbox.ts'
import type { Clock } from './run.ts'

const settings: NotifySettings = {
  secret: 'queue-secret',
  to: ['sales@firm.example'],
  from: 'leads@firm.example',
  dashboardUrl: 'https://www.firm.example/admin-dashboard',
  emailFrom: 'Firm <hello@firm.example>',
}
const emailId = (n: number) => `7a1b2c3d-4e5f-4a6b-8c7d-${String(n).padStart(12, '0')}`
const row = (n: number): OutboundEmail => ({
  id: emailId(n),
  kind: 'booking_confirmation',
  recipient: `visitor${n}@example.com`,
  subject: 'Your consultation',
  body_text: 'Manage it: https://www.firm.example/manage-booking?token=t',
  headers: { 'List-Unsubscribe': '<https://www.firm.example/u>', 'X-Bad': 3 },
  attachments: [{ filename: 'consultation.ics', content_type: 'text/calendar', content_base64: 'QkVHSU4=' }],
})

/** The rows in memory: claimed once; sent or failed as the database records it. */
function memoryEmails(rows: OutboundEmail[]) {
  const queued = new Map(rows.map((email) => [email.id, email]))
  const outcomes = new Map<string, { providerId: string | null } | Failure>()
  const store: EmailStore = {
    claimNext(id) {
      const email = id ? queued.get(id) : queued.values().next().value
      if (email) queued.delete(email.id)
      return Promise.resolve(email ?? null)
    },
    finish(id, providerId) {
      outcomes.set(id, { providerId })
      return Promise.resolve()
    },
    fail(id, failure) {
      outcomes.set(id, failure)
      return Promise.resolve()
    },
  }
  return { store, outcomes }
}

let provider: Awaited<ReturnType<typeof startFakeProvider>>
beforeEach(async () => {
  provider = await startFakeProvider()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => provider.close())

function setup(rows: OutboundEmail[], leads = 0) {
  const emails = memoryEmails(rows)
  const db = createMemoryStore(Array.from({ length: leads }, (_, i) => lead({ id: emailId(100 + i) })))
  let now = 0
  const sentAt: number[] = []
  const clock: Clock = { now: () => now, sleep: (ms) => Promise.resolve(void (now += ms)) }
  const mailer = createResendMailer({ apiKey: 're_queue', baseUrl: provider.url })
  const send = mailer.send.bind(mailer)
  vi.spyOn(mailer, 'send').mockImplementation((email, options) => {
    sentAt.push(now)
    return send(email, options)
  })
  const call = async (body: unknown) => {
    const response = await handleNotifyLead(
      new Request('https://project.supabase.co/functions/v1/notify-lead', {
        method: 'POST',
        headers: { 'x-notify-secret': 'queue-secret', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
      { settings, store: db.store, mailer, emails: emails.store, clock },
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  return { call, outcomes: emails.outcomes, sentAt }
}

describe('the outbound e-mail queue', () => {
  it('sends a queued e-mail with its id as the idempotency key, its headers and attachments, and records the provider id', async () => {
    const { call, outcomes } = setup([row(1)])
    expect(await call({ email: emailId(1) })).toEqual({ status: 200, body: { status: 'sent' } })
    const [sent] = provider.received
    expect(sent?.headers['idempotency-key']).toBe(emailId(1))
    expect(sent?.body).toEqual({
      from: 'Firm <hello@firm.example>',
      to: ['visitor1@example.com'],
      subject: 'Your consultation',
      text: 'Manage it: https://www.firm.example/manage-booking?token=t',
      headers: { 'List-Unsubscribe': '<https://www.firm.example/u>' },
      attachments: [{ filename: 'consultation.ics', content: 'QkVHSU4=', content_type: 'text/calendar' }],
    })
    expect(outcomes.get(emailId(1))).toEqual({ providerId: 'email-1' })
    expect(await call({ email: emailId(1) })).toEqual({ status: 200, body: { status: 'skipped', reason: 'not_due' } })
    expect(provider.received).toHaveLength(1)
  })

  it.each([
    [
      { status: 429, body: { name: 'rate_limit_exceeded' }, headers: { 'retry-after': '30' } },
      false,
      30,
      'retry_later',
    ],
    [{ status: 503, body: { message: 'down' } }, false, null, 'retry_later'],
    [{ status: 422, body: { name: 'validation_error' } }, true, null, 'failed'],
  ])('records a refusal (%j): permanent %s, Retry-After %s', async (answer, permanent, retryAfter, status) => {
    const { call, outcomes } = setup([row(1)])
    provider.state.next.push(answer)
    const { status: code, body } = await call({ email: emailId(1) })
    expect([code, body.status]).toEqual([502, status])
    expect(outcomes.get(emailId(1))).toMatchObject({ permanent, retryAfterSeconds: retryAfter })
    expect(String((outcomes.get(emailId(1)) as Failure).error)).toContain(String(answer.status))
  })

  it('the scheduled run sends the leads first, then the queue, 2 a second for all', async () => {
    const { call, outcomes, sentAt } = setup([row(1), row(2)], 1)
    expect(await call({ retry: true })).toEqual({
      status: 200,
      body: { status: 'ran', sent: 3, failed: 0, ended: 'done' },
    })
    expect(sentAt).toEqual([0, 500, 1000])
    expect(provider.received.map((r) => r.headers['idempotency-key'])).toEqual([
      `lead-notification/${emailId(100)}`,
      emailId(1),
      emailId(2),
    ])
    expect(outcomes.size).toBe(2)
  })
})
