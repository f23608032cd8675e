import { BackendError } from '@/lib/backend/errors'
import { createFakeBackend } from '@/testing/fake-lead-backend'
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
    const fake = createFakeBackend()
    const outcome = await submitLead({ ...lead, phone: '  ', investorType: undefined }, { backend: fake.get })
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
    const fake = createFakeBackend([new BackendError(code, 'down')])
    const outcome = await submitLead(lead, { backend: fake.get })
    expect(outcome.status).toBe('queued')
    expect(fake.stored).toHaveLength(0)
    expect(pendingLeads().map((i) => i.input.clientId)).toEqual([outcome.clientId])
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]')).toHaveLength(1)
  })

  it('queues the lead when the failure is not a BackendError (e.g. a chunk that cannot load)', async () => {
    const outcome = await submitLead(lead, { backend: () => Promise.reject(new TypeError('Failed to fetch')) })
    expect(outcome.status).toBe('queued')
  })

  it('counts a duplicate-key answer as stored', async () => {
    const fake = createFakeBackend([new BackendError('conflict', 'duplicate key')])
    await expect(submitLead(lead, { backend: fake.get })).resolves.toMatchObject({ status: 'stored' })
    expect(pendingLeads()).toEqual([])
  })

  it('rejects an invalid answer without queueing it', async () => {
    const fake = createFakeBackend([new BackendError('invalid', 'violates check constraint')])
    await expect(submitLead(lead, { backend: fake.get })).rejects.toMatchObject({ code: 'invalid' })
    expect(pendingLeads()).toEqual([])
  })

  it('rejects data the port schema refuses before calling the backend', async () => {
    const fake = createFakeBackend()
    await expect(submitLead({ ...lead, email: 'not-an-email' }, { backend: fake.get })).rejects.toMatchObject({
      code: 'invalid',
    })
    expect(fake.calls).toHaveLength(0)
  })

  it('drops a filled honeypot quietly', async () => {
    const fake = createFakeBackend()
    await expect(submitLead(lead, { backend: fake.get, honeypot: 'http://spam' })).resolves.toEqual({
      status: 'dropped',
      clientId: null,
    })
    expect(fake.calls).toHaveLength(0)
  })

  it('tells the form it sends before the insert, and never for a filled honeypot', async () => {
    const fake = createFakeBackend()
    const onSend = vi.fn(() => expect(fake.calls).toHaveLength(0))
    await submitLead(lead, { backend: fake.get, honeypot: 'http://spam', onSend })
    expect(onSend).not.toHaveBeenCalled()
    await submitLead(lead, { backend: fake.get, honeypot: '', onSend })
    expect(onSend).toHaveBeenCalledOnce()
    expect(fake.stored).toHaveLength(1)
  })

  it('skips a submission with neither name nor e-mail (docs/product.md §5)', async () => {
    const fake = createFakeBackend()
    const outcome = await submitLead({ formType: 'other_form', metadata: {}, message: 'hi' }, { backend: fake.get })
    expect(outcome.status).toBe('skipped')
    expect(fake.calls).toHaveLength(0)
  })

  it('still tries the server when the device cannot keep the lead, and fails only when neither can', async () => {
    const fake = createFakeBackend(['ok', new BackendError('network', 'offline')])
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(submitLead(lead, { backend: fake.get })).resolves.toMatchObject({ status: 'stored' })
    expect(fake.stored).toHaveLength(1)
    await expect(submitLead(lead, { backend: fake.get })).rejects.toMatchObject({ code: 'network' })
    setItem.mockRestore()
  })
})

describe('outbox flush', () => {
  it('sends each queued lead once and empties the outbox', async () => {
    const fake = createFakeBackend([new BackendError('network', 'x'), new BackendError('server', 'y')])
    const a = await submitLead(lead, { backend: fake.get })
    const b = await submitLead({ ...lead, formType: 'consultation' }, { backend: fake.get })
    expect(pendingLeads()).toHaveLength(2)
    const report = await flushOutbox({ force: true, backend: fake.get })
    expect(report).toEqual({ stored: 2, retry: 0, rejected: 0 })
    expect(fake.stored.map((s) => s.clientId)).toEqual([a.clientId, b.clientId])
    expect(pendingLeads()).toEqual([])
    await flushOutbox({ force: true, backend: fake.get })
    expect(fake.stored).toHaveLength(2)
  })

  it('keeps an item that fails again and backs off', async () => {
    const fake = createFakeBackend([new BackendError('network', 'x'), new BackendError('rate_limited', 'y')])
    await submitLead(lead, { backend: fake.get })
    const before = pendingLeads()[0]
    const report = await flushOutbox({ force: true, backend: fake.get })
    expect(report.retry).toBe(1)
    const after = pendingLeads()[0]
    expect(after?.attempts).toBe((before?.attempts ?? 0) + 1)
    expect(after?.nextAttemptAt).toBeGreaterThan(Date.now())
  })

  it('waits for the backoff unless forced', async () => {
    const fake = createFakeBackend([new BackendError('network', 'x')])
    await submitLead(lead, { backend: fake.get })
    expect(await flushOutbox({ backend: fake.get })).toEqual({ stored: 0, retry: 0, rejected: 0 })
    expect(await flushOutbox({ backend: fake.get, now: Date.now() + 60_000 })).toMatchObject({ stored: 1 })
  })

  it('removes an item the backend calls a duplicate, and drops one it calls invalid', async () => {
    const fake = createFakeBackend([
      new BackendError('network', 'x'),
      new BackendError('network', 'x'),
      new BackendError('conflict', 'dup'),
      new BackendError('invalid', 'bad'),
    ])
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await submitLead(lead, { backend: fake.get })
    await submitLead(lead, { backend: fake.get })
    expect(await flushOutbox({ force: true, backend: fake.get })).toEqual({ stored: 1, retry: 0, rejected: 1 })
    expect(pendingLeads()).toEqual([])
  })

  it('survives a reload: a new page load flushes what an earlier one queued', async () => {
    const down = createFakeBackend([new BackendError('network', 'x')])
    const queued = await submitLead(lead, { backend: down.get })
    stopOutbox()
    const up = createFakeBackend()
    await startOutbox(up.get)
    expect(up.stored.map((s) => s.clientId)).toEqual([queued.clientId])
  })

  it('flushes on the online event', async () => {
    const fake = createFakeBackend([new BackendError('network', 'x')])
    await submitLead(lead, { backend: fake.get })
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(fake.stored).toHaveLength(1))
    expect(pendingLeads()).toEqual([])
  })

  it('retries on the backoff timer', async () => {
    vi.useFakeTimers()
    try {
      const fake = createFakeBackend([new BackendError('server', 'x')])
      await submitLead(lead, { backend: fake.get })
      await vi.advanceTimersByTimeAsync(backoffMs(1, () => 1) + 1_000)
      expect(fake.stored).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('drops a corrupt outbox item but keeps the good ones', async () => {
    const fake = createFakeBackend([new BackendError('network', 'x')])
    await submitLead(lead, { backend: fake.get })
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
