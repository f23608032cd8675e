import { handleNotifyLead, sameSecret, type NotifySettings } from './handler.ts'
import { createResendMailer } from './mailer.ts'
import { createMemoryStore, lead, startFakeProvider } from './fakes.test-util.ts'

const SECRET = 'shared-secret-for-tests'
const settings: NotifySettings = {
  secret: SECRET,
  to: ['sales@firm.example'],
  from: 'Leads <leads@firm.example>',
  dashboardUrl: 'https://www.firm.example/admin-dashboard',
}
const LINK = 'https://www.firm.example/admin-dashboard?lead=3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b'
const LEAD = lead()

let provider: Awaited<ReturnType<typeof startFakeProvider>>
beforeEach(async () => {
  provider = await startFakeProvider()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => provider.close())

function setup(rows = [LEAD]) {
  const db = createMemoryStore(rows)
  const mailer = createResendMailer({ apiKey: 're_test_key', baseUrl: provider.url })
  const call = (init: { secret?: string | null; body?: unknown; method?: string } = {}) => {
    const headers = new Headers({ 'Content-Type': 'application/json' })
    if (init.secret !== null) headers.set('x-notify-secret', init.secret ?? SECRET)
    const method = init.method ?? 'POST'
    return handleNotifyLead(
      new Request('https://project.supabase.co/functions/v1/notify-lead', {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(init.body ?? { id: LEAD.id }) : undefined,
      }),
      { settings, store: db.store, mailer },
    )
  }
  return { db, call, notifiedAt: (id = LEAD.id) => db.state.get(id)?.notifiedAt ?? null }
}

describe('notify-lead', () => {
  it('with the right secret, e-mails the firm once and marks the lead notified', async () => {
    const { call, notifiedAt } = setup()
    const response = await call()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'sent' })
    expect(notifiedAt()).not.toBeNull()

    expect(provider.received).toHaveLength(1)
    const [sent] = provider.received
    expect(sent?.path).toBe('/emails')
    expect(sent?.headers.authorization).toBe('Bearer re_test_key')
    expect(sent?.headers['idempotency-key']).toBe(`lead-notification/${LEAD.id}`)
    expect(sent?.body).toMatchObject({
      from: 'Leads <leads@firm.example>',
      to: ['sales@firm.example'],
      subject: 'New lead: Consultation from Ann Lee',
    })
    expect(JSON.stringify(sent?.body.to)).not.toContain('visitor.example')
    const text = String(sent?.body.text)
    for (const part of [
      'Name: Ann Lee',
      'Email: ann@visitor.example',
      'Phone: 212-555-0100',
      'Consultation: 2030-03-05 at 9:30 AM New York time',
      '> Please call after lunch.',
      'Monday, March 4, 2030 at 10:00 AM (New York)',
    ]) {
      expect(text).toContain(part)
    }
    expect(text.split('\n').slice(0, 2)).toEqual([`Lead id: ${LEAD.id}`, `Open this lead: ${LINK}`])
  })

  it.each([
    ['a wrong secret', 'not-the-secret'],
    ['no secret', null],
  ])('refuses %s without touching the lead or sending anything', async (_, secret) => {
    const { call, db, notifiedAt } = setup()
    const claim = vi.spyOn(db.store, 'claim')
    const response = await call({ secret })
    expect(response.status).toBe(401)
    expect(claim).not.toHaveBeenCalled()
    expect(provider.received).toHaveLength(0)
    expect(notifiedAt()).toBeNull()
  })

  it('when the provider is down: 502, not notified, the attempt and its error on the lead, claimable again', async () => {
    const { call, db, notifiedAt } = setup()
    provider.state.up = false
    const response = await call()
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ status: 'retry_later' })
    expect(notifiedAt()).toBeNull()
    expect(db.state.get(LEAD.id)).toMatchObject({
      row: LEAD,
      claimed: false,
      attempts: 1,
      final: false,
      lastError: expect.stringContaining('e-mail provider answered 503') as unknown,
    })

    provider.state.up = true // the scheduled retry, once the back-off is over
    expect(await (await call()).json()).toEqual({ status: 'skipped', reason: 'not_due' })
    db.state.get(LEAD.id)!.waiting = false
    expect((await call()).status).toBe(200)
    expect(notifiedAt()).not.toBeNull()
    expect(provider.delivered.size).toBe(1)
  })

  it('when the provider cannot be reached at all, the lead waits for the retry', async () => {
    const { call, db, notifiedAt } = setup()
    await provider.close()
    expect((await call()).status).toBe(502)
    expect(notifiedAt()).toBeNull()
    expect(db.state.get(LEAD.id)?.lastError).toMatch(/^e-mail provider unreachable/)
    provider = await startFakeProvider() // afterEach closes this one
  })

  it('a duplicate delivery, at once or later, e-mails the firm once', async () => {
    const { call } = setup()
    const answers = await Promise.all([call(), call()])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200])
    const bodies = await Promise.all(answers.map((r) => r.json() as Promise<{ status: string }>))
    expect(bodies.map((b) => b.status).sort()).toEqual(['sent', 'skipped'])
    expect(await (await call()).json()).toMatchObject({ status: 'skipped' })
    expect(provider.received).toHaveLength(1)
  })

  it('a crash between sending and marking resends with the same key, so the provider delivers once', async () => {
    const { call, db, notifiedAt } = setup()
    const finish = db.store.finish.bind(db.store)
    vi.spyOn(db.store, 'finish').mockRejectedValueOnce(new Error('connection reset'))
    expect((await call()).status).toBe(500)
    expect(notifiedAt()).toBeNull()
    vi.mocked(db.store.finish).mockImplementation(finish)
    db.state.get(LEAD.id)!.claimed = false // the claim went stale: the retry may take it
    expect((await call()).status).toBe(200)
    expect(provider.received).toHaveLength(2)
    expect(new Set(provider.received.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([`lead-notification/${LEAD.id}`]),
    )
    expect(provider.delivered.size).toBe(1)
  })

  it('never e-mails a lead marked spam', async () => {
    const spam = lead({ status: 'spam' })
    const { call, notifiedAt } = setup([spam])
    expect(await (await call()).json()).toEqual({ status: 'skipped', reason: 'spam' })
    expect(provider.received).toHaveLength(0)
    expect(notifiedAt()).toBeNull()
  })

  it('refuses other methods and malformed bodies', async () => {
    const { call } = setup()
    expect((await call({ method: 'GET' })).status).toBe(405)
    expect((await call({ body: { id: 'not-a-uuid' } })).status).toBe(400)
    expect((await call({ body: [] })).status).toBe(400)
    expect(provider.received).toHaveLength(0)
  })

  it.each([
    [401, 'missing_api_key'],
    [403, 'invalid_api_key'],
    [422, 'invalid_from_address'],
    [409, 'invalid_idempotent_request'],
  ])('a %i %s is final: recorded on the lead, never retried', async (status, name) => {
    const { call, db, notifiedAt } = setup()
    provider.state.next.push({ status, body: { name, message: 'refused' } })
    const response = await call()
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ status: 'failed' })
    expect(notifiedAt()).toBeNull()
    expect(db.state.get(LEAD.id)).toMatchObject({ final: true, attempts: 1, claimed: false })
    expect(db.state.get(LEAD.id)?.lastError).toContain(`e-mail provider answered ${status}`)
    expect(await (await call()).json()).toEqual({ status: 'skipped', reason: 'done' })
    expect(provider.received).toHaveLength(1)
  })

  it.each([
    [409, 'concurrent_idempotent_requests'],
    [429, 'rate_limit_exceeded'],
    [500, 'application_error'],
  ])('a %i %s passes: the lead is tried again later', async (status, name) => {
    const { call, db } = setup()
    provider.state.next.push({ status, body: { name }, headers: { 'retry-after': '7' } })
    expect(await (await call()).json()).toMatchObject({ status: 'retry_later' })
    expect(db.state.get(LEAD.id)).toMatchObject({ final: false, attempts: 1, retryAfterSeconds: 7 })
    db.state.get(LEAD.id)!.waiting = false // Retry-After is over
    expect((await call()).status).toBe(200)
    expect(db.state.get(LEAD.id)?.notifiedAt).not.toBeNull()
  })

  it('compares secrets in full', () => {
    expect(sameSecret('abc', 'abc')).toBe(true)
    expect(sameSecret('abd', 'abc')).toBe(false)
    expect(sameSecret('ab', 'abc')).toBe(false)
    expect(sameSecret('abcd', 'abc')).toBe(false)
    expect(sameSecret('', '')).toBe(true)
  })
})
