/** The outbox comes first: a lead is on the device before the insert starts, until confirmed. */
import { BackendError } from '@/lib/backend/errors'
import { INSERT_TIMEOUT_MS } from './deliver'
import { createFakeInsert, deferred } from '@/testing/fake-lead-backend'
import { flushOutbox } from './flush'
import { backoffMs, pendingLeads } from './outbox-store'
import { stopOutbox } from './scheduler'
import { submitLead, type LeadOutcome } from './submit'
import type { LeadInput } from './lead-input'

const lead: LeadInput = { formType: 'contact_form', fullName: 'Ann Lee', email: 'ann@example.com', metadata: {} }
/** An insert the server never answers. */
const hang = () => new Promise<void>(() => undefined)
const queuedIds = () => pendingLeads().map((item) => item.input.clientId)

/** Submits with fake timers and lets the insert time out; resolves with the outcome. */
async function submitPastTimeout(fake: ReturnType<typeof createFakeInsert>) {
  const pending = submitLead(lead, { insert: fake.insert })
  await vi.advanceTimersByTimeAsync(INSERT_TIMEOUT_MS)
  return pending
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))
afterEach(() => {
  stopOutbox()
  vi.useRealTimers()
})

describe('outbox first', () => {
  it('keeps the lead in the outbox while the insert is pending and removes it once confirmed', async () => {
    const insert = deferred()
    const fake = createFakeInsert([insert.promise])
    const pending = submitLead(lead, { insert: fake.insert })
    await vi.waitFor(() => expect(fake.calls).toHaveLength(1))
    expect(queuedIds()).toEqual([fake.calls[0]?.clientId])
    insert.resolve()
    await expect(pending).resolves.toEqual({ status: 'stored', clientId: fake.calls[0]?.clientId })
    expect(pendingLeads()).toEqual([])
  })

  it('resolves a hanging insert as queued once the timeout passes, with the lead on the device', async () => {
    vi.useFakeTimers()
    const fake = createFakeInsert([hang()])
    let outcome: LeadOutcome | undefined
    void submitLead(lead, { insert: fake.insert }).then((value) => (outcome = value))
    await vi.advanceTimersByTimeAsync(INSERT_TIMEOUT_MS - 1)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toEqual({ status: 'queued', clientId: fake.calls[0]?.clientId })
    expect(queuedIds()).toEqual([outcome?.clientId])
  })

  it.each([
    ['a confirmation', undefined],
    ['a duplicate-key answer', new BackendError('conflict', 'duplicate key')],
  ])('removes a timed-out lead from the outbox on %s that comes late', async (_label, failure) => {
    vi.useFakeTimers()
    const insert = deferred()
    const fake = createFakeInsert([insert.promise])
    await expect(submitPastTimeout(fake)).resolves.toMatchObject({ status: 'queued' })
    if (failure) insert.reject(failure)
    else insert.resolve()
    await vi.waitFor(() => expect(pendingLeads()).toEqual([]))
    expect(fake.calls).toHaveLength(1)
  })

  it('backs off a lead whose late answer is a passing failure, and the timer sends it again', async () => {
    vi.useFakeTimers()
    const insert = deferred()
    const fake = createFakeInsert([insert.promise])
    const outcome = await submitPastTimeout(fake)
    insert.reject(new BackendError('network', 'connection reset'))
    await vi.waitFor(() => expect(pendingLeads()[0]?.attempts).toBe(1))
    await vi.advanceTimersByTimeAsync(backoffMs(1, () => 1) + 1_000)
    expect(fake.stored.map((s) => s.clientId)).toEqual([outcome.clientId])
    expect(pendingLeads()).toEqual([])
  })

  it('does not send a lead again while its insert is in flight in this tab', async () => {
    vi.useFakeTimers()
    const fake = createFakeInsert([hang()])
    const outcome = await submitPastTimeout(fake)
    expect(queuedIds()).toEqual([outcome.clientId])
    expect(await flushOutbox({ force: true, insert: fake.insert })).toEqual({ stored: 0, retry: 0, rejected: 0 })
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(600_000)
    expect(fake.calls).toHaveLength(1)
    expect(queuedIds()).toEqual([outcome.clientId])
  })

  it('ends a flush whose insert hangs and keeps every lead for a later try', async () => {
    vi.useFakeTimers()
    const down = new BackendError('network', 'offline')
    const fake = createFakeInsert([down, down, hang()])
    const first = await submitLead(lead, { insert: fake.insert })
    const second = await submitLead({ ...lead, formType: 'consultation' }, { insert: fake.insert })
    const flushing = flushOutbox({ force: true, insert: fake.insert })
    await vi.advanceTimersByTimeAsync(INSERT_TIMEOUT_MS)
    await expect(flushing).resolves.toEqual({ stored: 0, retry: 2, rejected: 0 })
    expect(fake.calls.map((c) => c.clientId)).toEqual([first.clientId, second.clientId, first.clientId])
    expect(queuedIds()).toEqual([first.clientId, second.clientId])
    // The next flush sends what is not in flight.
    await expect(flushOutbox({ force: true, insert: fake.insert })).resolves.toEqual({
      stored: 1,
      retry: 0,
      rejected: 0,
    })
    expect(queuedIds()).toEqual([first.clientId])
  })

  it('fails after the timeout when the device could not keep the lead either', async () => {
    vi.useFakeTimers()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fake = createFakeInsert([hang()])
    const pending = submitLead(lead, { insert: fake.insert })
    const settled = expect(pending).rejects.toMatchObject({ code: 'network' })
    await vi.advanceTimersByTimeAsync(INSERT_TIMEOUT_MS)
    await settled
  })
})
