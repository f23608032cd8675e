/**
 * The local project answers the bot-check function with a pass signed as the function signs it,
 * and the database's own check (20261128001100_bot_defence.sql) takes that pass: once, for its
 * form only, while the firm requires the check (a project's setting; the demo starts with it off).
 */
import { submission, rejection, useHarness } from '@/testing/backend-harness'
import { insertLead } from '@/lib/submissions/insert-lead'

describe('bot-check in the local project', { timeout: 60_000 }, () => {
  const h = useHarness('local')
  const passFor = async (action: string) => {
    const answer = await h.client.functions.invoke<{ pass: string; expires_at: string }>('bot-check', {
      body: { token: 'any-token', action },
    })
    expect(answer.error).toBeNull()
    return answer.data?.pass ?? ''
  }
  const require = (on: boolean) => h.db.query('update private.firm_settings set bot_check_required = $1', [on])
  afterEach(() => require(false))

  it('answers a pass for the form, ten minutes long', async () => {
    const { data } = await h.client.functions.invoke<{ pass: string; expires_at: string }>('bot-check', {
      body: { token: 'any-token', action: 'contact_form' },
    })
    expect(data?.pass).toMatch(/^[0-9a-f-]{36}\.contact_form\.\d+\.[0-9a-f]{64}$/)
    const minutes = (Date.parse(data?.expires_at ?? '') - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(9.5)
    expect(minutes).toBeLessThanOrEqual(10)
  })

  it('refuses a body without a token or with a bad action', async () => {
    const answer = await h.client.functions.invoke('bot-check', { body: { action: 'contact form!' } })
    expect(answer.error).not.toBeNull()
  })

  it('the demo takes a lead without a pass', async () => {
    await expect(insertLead(h.client, submission())).resolves.toBeUndefined()
  })

  it('required: a lead needs its form’s pass, used once, which is never stored', async () => {
    await require(true)
    await expect(rejection(insertLead(h.client, submission()))).resolves.toMatchObject({ code: 'bot_check' })
    const other = await passFor('newsletter')
    await expect(rejection(insertLead(h.client, submission(), other))).resolves.toMatchObject({ code: 'bot_check' })
    const lead = submission()
    const pass = await passFor(lead.formType)
    await insertLead(h.client, lead, pass)
    await expect(rejection(insertLead(h.client, submission(), pass))).resolves.toMatchObject({ code: 'bot_check' })
    // The retried save of the stored lead is "already stored", as always.
    await expect(insertLead(h.client, lead, pass)).resolves.toBeUndefined()
    const { rows } = await h.db.query<{ metadata: Record<string, unknown> }>(
      'select metadata from public.form_submissions where client_id = $1',
      [lead.clientId],
    )
    expect(rows[0]?.metadata).toMatchObject({ bot_check: 'passed' })
    expect(rows[0]?.metadata).not.toHaveProperty('bot_pass')
  })
})
