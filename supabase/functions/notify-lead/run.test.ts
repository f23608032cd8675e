/**
 * The scheduled run ({"retry": true}): paced at 2 e-mails a second, Retry-After honoured, a
 * digest sent as one e-mail, and every outcome recorded on its leads. Time is a fake clock.
 */
import { handleNotifyLead, type NotifySettings } from './handler.ts'
import { createResendMailer } from './mailer.ts'
import { createMemoryStore, lead, startFakeProvider } from './fakes.test-util.ts'
import { RUN_LIMITS, type Clock } from './run.ts'

const settings: NotifySettings = {
  secret: 'run-secret',
  to: ['sales@firm.example'],
  from: 'leads@firm.example',
  dashboardUrl: 'https://www.firm.example/admin-dashboard',
}
const id = (n: number) => `3f2b8c1e-4d5a-4e6f-8a9b-${String(n).padStart(12, '0')}`
const leads = (count: number) => Array.from({ length: count }, (_, i) => lead({ id: id(i + 1) }))

let provider: Awaited<ReturnType<typeof startFakeProvider>>
beforeEach(async () => {
  provider = await startFakeProvider()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => provider.close())

/** A clock that only moves when the run sleeps, recording when each e-mail left. */
function fakeClock() {
  let now = 0
  const clock: Clock & { sleeps: number[]; pass: (ms: number) => void } = {
    sleeps: [],
    /** Time spent outside a sleep (a request on its way). */
    pass: (ms) => {
      now += ms
    },
    now: () => now,
    sleep: (ms) => {
      clock.sleeps.push(ms)
      now += ms
      return Promise.resolve()
    },
  }
  return clock
}

function setup(rows = leads(3), sendTakesMs = 0) {
  const db = createMemoryStore(rows)
  const clock = fakeClock()
  const sentAt: number[] = []
  const mailer = createResendMailer({ apiKey: 're_test', baseUrl: provider.url })
  const send = mailer.send.bind(mailer)
  vi.spyOn(mailer, 'send').mockImplementation((email, options) => {
    sentAt.push(clock.now())
    clock.pass(sendTakesMs)
    return send(email, options)
  })
  const run = async () => {
    const response = await handleNotifyLead(
      new Request('https://project.supabase.co/functions/v1/notify-lead', {
        method: 'POST',
        headers: { 'x-notify-secret': 'run-secret', 'Content-Type': 'application/json' },
        body: JSON.stringify({ retry: true }),
      }),
      { settings, store: db.store, mailer, clock },
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  return { db, clock, sentAt, run }
}

describe('the scheduled run', () => {
  it('sends every due lead, 2 a second at most', async () => {
    const { db, sentAt, run } = setup()
    expect(await run()).toEqual({ status: 200, body: { status: 'ran', sent: 3, failed: 0, ended: 'done' } })
    expect(sentAt).toEqual([0, 500, 1000])
    expect([...db.state.values()].every((entry) => entry.notifiedAt)).toBe(true)
  })

  it('counts the half second from each answer, so a slow request never brings the next one closer', async () => {
    const { sentAt, run } = setup(leads(3), 300)
    await run()
    expect(sentAt).toEqual([0, 800, 1600])
  })

  it('waits out a short Retry-After, records the 429 on its lead, and goes on', async () => {
    const { db, clock, sentAt, run } = setup()
    provider.state.next.push({ status: 429, body: { name: 'rate_limit_exceeded' }, headers: { 'retry-after': '2' } })
    expect((await run()).body).toEqual({ status: 'ran', sent: 2, failed: 1, ended: 'done' })
    expect(sentAt).toEqual([0, 2000, 2500])
    expect(clock.sleeps).toEqual([2000, 500])
    expect(db.state.get(id(1))).toMatchObject({ attempts: 1, final: false, retryAfterSeconds: 2, notifiedAt: null })
    expect(db.state.get(id(1))?.lastError).toContain('429')
  })

  it('ends on a long Retry-After, leaving the other leads for the next run', async () => {
    const { db, sentAt, run } = setup()
    provider.state.next.push({
      status: 429,
      body: { name: 'daily_quota_exceeded' },
      headers: { 'retry-after': '3600' },
    })
    expect((await run()).body).toEqual({ status: 'ran', sent: 0, failed: 1, ended: 'retry_after' })
    expect(sentAt).toHaveLength(1)
    expect(db.state.get(id(1))).toMatchObject({ retryAfterSeconds: 3600, final: false })
    expect(db.state.get(id(2))).toMatchObject({ claimed: false, attempts: 0 })
  })

  it('stops at its limits: 50 e-mails a run', async () => {
    const { sentAt, run } = setup(leads(RUN_LIMITS.emails + 5))
    expect((await run()).body).toMatchObject({ sent: RUN_LIMITS.emails, ended: 'limit' })
    expect(sentAt.at(-1)).toBe((RUN_LIMITS.emails - 1) * RUN_LIMITS.spacingMs)
  })

  it('sends a digest as one e-mail about all its leads, and marks them all', async () => {
    const { db, run } = setup()
    const rows = [...db.state.values()].map((entry) => entry.row)
    vi.spyOn(db.store, 'claimNext')
      .mockResolvedValueOnce({ digest: rows })
      .mockResolvedValueOnce({ wait: 'hourly_cap' })
    const finish = vi.spyOn(db.store, 'finish')
    expect((await run()).body).toEqual({ status: 'ran', sent: 1, failed: 0, ended: 'hourly_cap' })
    expect(provider.received).toHaveLength(1)
    const [email] = provider.received
    expect(email?.body.subject).toBe('New leads: 3 received while the hourly e-mail limit was reached')
    expect(String(email?.headers['idempotency-key'])).toMatch(/^lead-digest\/[0-9a-f]{64}$/)
    for (const n of [1, 2, 3]) expect(String(email?.body.text)).toContain(`Lead id: ${id(n)}`)
    expect(finish).toHaveBeenCalledWith(
      [id(1), id(2), id(3)],
      expect.objectContaining({ key: email?.headers['idempotency-key'], subject: email?.body.subject }),
    )
  })

  it('records a failed digest on every lead in it', async () => {
    const { db, run } = setup()
    const rows = [...db.state.values()].map((entry) => entry.row)
    vi.spyOn(db.store, 'claimNext').mockResolvedValueOnce({ digest: rows }).mockResolvedValueOnce({ done: true })
    provider.state.next.push({ status: 422, body: { name: 'validation_error' } })
    expect((await run()).body).toMatchObject({ sent: 0, failed: 1 })
    for (const entry of db.state.values()) expect(entry).toMatchObject({ final: true, attempts: 1 })
  })
})
