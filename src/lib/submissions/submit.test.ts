import { BackendError } from '@/lib/backend/errors'
import { createFakeInsert } from '@/testing/fake-lead-backend'
import { flushOutbox } from './flush'
import { backoffMs, pendingLeads } from './outbox-store'
import { OUTBOX_KEY } from './keys'
import { startOutbox, stopOutbox } from './scheduler'
import { submitLead, toSubmissionInput } from './submit'
import type { LeadInput } from './lead-input'

const lead: LeadInput = {
  formType: 'contact_form',
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  message: 'Hello',
  metadata: { fullName: 'Ann Lee' },
  page: '/contact',
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))
afterEach(() => stopOutbox())

describe('submitLead', () => {
  it('stores a lead with a fresh client id and normalised columns', async () => {
    const fake = createFakeInsert()
    const outcome = await submitLead({ ...lead, phone: '  ', investorType: undefined }, { insert: fake.insert })
    expect(outcome.status).toBe('stored')
    expect(fake.stored).toHaveLength(1)
    expect(fake.stored[0]).toMatchObject({
      clientId: outcome.clientId,
      phone: null,
      investorType: null,
      page: '/contact',
    })
    expect(pendingLeads()).toEqual([])
  })

  it('uses the current path when no page is given', () => {
    expect(toSubmissionInput({ formType: 'newsletter', email: 'a@b.co', metadata: {} }).page).toBe(location.pathname)
  })

  it.each(['network', 'server', 'rate_limited'] as const)('queues the lead on a %s error', async (code) => {
    const fake = createFakeInsert([new BackendError(code, 'down')])
    const outcome = await submitLead(lead, { insert: fake.insert })
    expect(outcome.status).toBe('queued')
    expect(fake.stored).toHaveLength(0)
    expect(pendingLeads().map((i) => i.input.clientId)).toEqual([outcome.clientId])
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]')).toHaveLength(1)
  })

  it('queues the lead when the failure is not a BackendError (e.g. a chunk that cannot load)', async () => {
    const outcome = await submitLead(lead, { insert: () => Promise.reject(new TypeError('Failed to fetch')) })
    expect(outcome.status).toBe('queued')
  })

  it('counts a duplicate-key answer as stored', async () => {
    const fake = createFakeInsert([new BackendError('conflict', 'duplicate key')])
    await expect(submitLead(lead, { insert: fake.insert })).resolves.toMatchObject({ status: 'stored' })
    expect(pendingLeads()).toEqual([])
  })

  it('rejects an invalid answer without queueing it', async () => {
    const fake = createFakeInsert([new BackendError('invalid', 'violates check constraint')])
    await expect(submitLead(lead, { insert: fake.insert })).rejects.toMatchObject({ code: 'invalid' })
    expect(pendingLeads()).toEqual([])
  })

  it('rejects data the port schema refuses before calling the backend', async () => {
    const fake = createFakeInsert()
    await expect(submitLead({ ...lead, email: 'not-an-email' }, { insert: fake.insert })).rejects.toMatchObject({
      code: 'invalid',
    })
    expect(fake.calls).toHaveLength(0)
  })

  it('drops a filled honeypot quietly', async () => {
    const fake = createFakeInsert()
    await expect(submitLead(lead, { insert: fake.insert, honeypot: 'http://spam' })).resolves.toEqual({
      status: 'dropped',
      clientId: null,
    })
    expect(fake.calls).toHaveLength(0)
  })

  it('tells the form it sends before the insert, and never for a filled honeypot', async () => {
    const fake = createFakeInsert()
    const onSend = vi.fn(() => expect(fake.calls).toHaveLength(0))
    await submitLead(lead, { insert: fake.insert, honeypot: 'http://spam', onSend })
    expect(onSend).not.toHaveBeenCalled()
    await submitLead(lead, { insert: fake.insert, honeypot: '', onSend })
    expect(onSend).toHaveBeenCalledOnce()
    expect(fake.stored).toHaveLength(1)
  })

  it('skips a submission with neither name nor e-mail (docs/product.md §5)', async () => {
    const fake = createFakeInsert()
    const outcome = await submitLead({ formType: 'other_form', metadata: {}, message: 'hi' }, { insert: fake.insert })
    expect(outcome.status).toBe('skipped')
    expect(fake.calls).toHaveLength(0)
  })

  it('still tries the server when the device cannot keep the lead, and fails only when neither can', async () => {
    const fake = createFakeInsert(['ok', new BackendError('network', 'offline')])
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(submitLead(lead, { insert: fake.insert })).resolves.toMatchObject({ status: 'stored' })
    expect(fake.stored).toHaveLength(1)
    await expect(submitLead(lead, { insert: fake.insert })).rejects.toMatchObject({ code: 'network' })
    setItem.mockRestore()
  })
})

describe('outbox flush', () => {
  it('sends each queued lead once and empties the outbox', async () => {
    const fake = createFakeInsert([new BackendError('network', 'x'), new BackendError('server', 'y')])
    const a = await submitLead(lead, { insert: fake.insert })
    const b = await submitLead({ ...lead, formType: 'consultation' }, { insert: fake.insert })
    expect(pendingLeads()).toHaveLength(2)
    const report = await flushOutbox({ force: true, insert: fake.insert })
    expect(report).toEqual({ stored: 2, retry: 0, rejected: 0 })
    expect(fake.stored.map((s) => s.clientId)).toEqual([a.clientId, b.clientId])
    expect(pendingLeads()).toEqual([])
    await flushOutbox({ force: true, insert: fake.insert })
    expect(fake.stored).toHaveLength(2)
  })

  it('keeps an item that fails again and backs off', async () => {
    const fake = createFakeInsert([new BackendError('network', 'x'), new BackendError('rate_limited', 'y')])
    await submitLead(lead, { insert: fake.insert })
    const before = pendingLeads()[0]
    const report = await flushOutbox({ force: true, insert: fake.insert })
    expect(report.retry).toBe(1)
    const after = pendingLeads()[0]
    expect(after?.attempts).toBe((before?.attempts ?? 0) + 1)
    expect(after?.nextAttemptAt).toBeGreaterThan(Date.now())
  })

  it('waits for the backoff unless forced', async () => {
    const fake = createFakeInsert([new BackendError('network', 'x')])
    await submitLead(lead, { insert: fake.insert })
    expect(await flushOutbox({ insert: fake.insert })).toEqual({ stored: 0, retry: 0, rejected: 0 })
    expect(await flushOutbox({ insert: fake.insert, now: Date.now() + 60_000 })).toMatchObject({ stored: 1 })
  })

  it('removes an item the backend calls a duplicate, and drops one it calls invalid', async () => {
    const fake = createFakeInsert([
      new BackendError('network', 'x'),
      new BackendError('network', 'x'),
      new BackendError('conflict', 'dup'),
      new BackendError('invalid', 'bad'),
    ])
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await submitLead(lead, { insert: fake.insert })
    await submitLead(lead, { insert: fake.insert })
    expect(await flushOutbox({ force: true, insert: fake.insert })).toEqual({ stored: 1, retry: 0, rejected: 1 })
    expect(pendingLeads()).toEqual([])
  })

  it('survives a reload: a new page load flushes what an earlier one queued', async () => {
    const down = createFakeInsert([new BackendError('network', 'x')])
    const queued = await submitLead(lead, { insert: down.insert })
    stopOutbox()
    const up = createFakeInsert()
    await startOutbox(up.insert)
    expect(up.stored.map((s) => s.clientId)).toEqual([queued.clientId])
  })

  it('flushes on the online event', async () => {
    const fake = createFakeInsert([new BackendError('network', 'x')])
    await submitLead(lead, { insert: fake.insert })
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(fake.stored).toHaveLength(1))
    expect(pendingLeads()).toEqual([])
  })

  it('retries on the backoff timer', async () => {
    vi.useFakeTimers()
    try {
      const fake = createFakeInsert([new BackendError('server', 'x')])
      await submitLead(lead, { insert: fake.insert })
      await vi.advanceTimersByTimeAsync(backoffMs(1, () => 1) + 1_000)
      expect(fake.stored).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('drops a corrupt outbox item but keeps the good ones', async () => {
    const fake = createFakeInsert([new BackendError('network', 'x')])
    await submitLead(lead, { insert: fake.insert })
    const raw = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]') as unknown[]
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([{ junk: true }, ...raw]))
    expect(pendingLeads()).toHaveLength(1)
  })

  it('backs off exponentially up to ten minutes', () => {
    const mid = () => 0.5
    expect(backoffMs(1, mid)).toBe(5_000)
    expect(backoffMs(2, mid)).toBe(10_000)
    expect(backoffMs(3, mid)).toBe(20_000)
    expect(backoffMs(20, mid)).toBe(600_000)
  })
})
