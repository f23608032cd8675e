import { BOOKING_CONTACT_CAP_MESSAGE, BOOKING_NETWORK_CAP_MESSAGE } from '@/lib/backend/booking-caps'
import { BackendError } from '@/lib/backend/errors'
import { SLOT_TAKEN_MESSAGE } from '@/lib/backend/consultation-slots'
import type { SubmissionInput } from '@/lib/backend/leads-schema'
import { INSERT_TIMEOUT_MS, classifyFailure } from './deliver'
import { createFakeInsert, deferred } from '@/testing/fake-lead-backend'
import { flushOutbox } from './flush'
import { pendingLeads } from './outbox-store'
import { stopOutbox } from './scheduler'
import { onSlotConflict, withoutSlot } from './slot-conflict'
import { submitLead, toSubmissionInput } from './submit'
import type { LeadInput } from './lead-input'

const booking: LeadInput = {
  formType: 'consultation',
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  phone: '2125550100',
  investmentTimeline: '9:30 AM',
  metadata: { fullName: 'Ann Lee', timeSlot: '9:30 AM' },
  page: '/schedule-consultation',
  booking: { date: '2030-03-05', timeSlot: '9:30 AM' },
}
const taken = () => new BackendError('slot_taken', 'duplicate key value violates unique constraint')
const down = () => new BackendError('network', 'offline')

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))
afterEach(() => stopOutbox())

/**
 * A booking whose insert answers only after the visitor was told it is safe (queued), and then
 * refuses it with `error`: what the backend stores of it.
 */
async function storedAfterALateRefusal(error: BackendError) {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  try {
    const pending = deferred()
    const fake = createFakeInsert([pending.promise])
    const outcome = submitLead(booking, { insert: fake.insert })
    await vi.advanceTimersByTimeAsync(INSERT_TIMEOUT_MS)
    expect((await outcome).status).toBe('queued')
    pending.reject(error)
    await vi.waitFor(() => expect(fake.stored).toHaveLength(1))
    return fake.stored[0]
  } finally {
    vi.useRealTimers()
  }
}

/** A booking that could not reach the backend and waits in the outbox. */
async function queuedBooking(fake: ReturnType<typeof createFakeInsert>) {
  const outcome = await submitLead(booking, { insert: fake.insert })
  expect(outcome.status).toBe('queued')
  return pendingLeads()[0]?.input as SubmissionInput
}

describe('a booking refused as taken', () => {
  it('sends the day and slot in their own fields', () => {
    expect(toSubmissionInput(booking)).toMatchObject({ consultationDate: '2030-03-05', consultationSlot: '9:30 AM' })
    expect(toSubmissionInput({ ...booking, booking: null })).not.toHaveProperty('consultationDate')
  })

  it('is never classified as a passing failure', () => {
    expect(classifyFailure(taken())).toBe('rejected')
  })

  it('rejects the submit with slot_taken, queues nothing, and the message is the one the visitor reads', async () => {
    const fake = createFakeInsert([taken()])
    await expect(submitLead(booking, { insert: fake.insert })).rejects.toMatchObject({ code: 'slot_taken' })
    expect(pendingLeads()).toEqual([])
    expect(SLOT_TAKEN_MESSAGE).toBe('That time was just booked. Please choose another time.')
  })

  it('is handed back to a consultation form on the page, and never sent again', async () => {
    const fake = createFakeInsert([down(), taken()])
    const queued = await queuedBooking(fake)
    const handed: SubmissionInput[] = []
    const stop = onSlotConflict((input) => handed.push(input))
    expect(await flushOutbox({ force: true, insert: fake.insert })).toMatchObject({ retry: 0 })
    stop()
    expect(handed).toEqual([queued])
    expect(fake.stored).toEqual([])
    expect(pendingLeads()).toEqual([])
    await flushOutbox({ force: true, insert: fake.insert })
    expect(fake.calls).toHaveLength(2)
  })

  it('with nobody on the page, is stored as a lead without the slot and with the slot asked for', async () => {
    const fake = createFakeInsert([down(), taken()])
    const queued = await queuedBooking(fake)
    await flushOutbox({ force: true, insert: fake.insert })
    expect(fake.stored).toHaveLength(1)
    const lead = fake.stored[0]
    expect(lead).not.toHaveProperty('consultationDate')
    expect(lead).not.toHaveProperty('consultationSlot')
    expect(lead?.clientId).not.toBe(queued.clientId)
    expect(lead).toMatchObject({ fullName: 'Ann Lee', email: 'ann@example.com', investmentTimeline: '9:30 AM' })
    expect(lead?.metadata).toEqual({
      ...queued.metadata,
      slot_conflict: { date: '2030-03-05', time_slot: '9:30 AM' },
    })
    expect(pendingLeads()).toEqual([])
  })

  it('keeps the lead without the slot in the outbox when that insert fails too, and never resends the booking', async () => {
    const fake = createFakeInsert([down(), taken(), down()])
    const queued = await queuedBooking(fake)
    await flushOutbox({ force: true, insert: fake.insert })
    const waiting = pendingLeads().map((item) => item.input)
    expect(waiting).toHaveLength(1)
    expect(waiting[0]?.clientId).not.toBe(queued.clientId)
    expect(waiting[0]).not.toHaveProperty('consultationSlot')
    await flushOutbox({ force: true, insert: fake.insert })
    expect(fake.stored.map((s) => s.clientId)).toEqual([waiting[0]?.clientId])
    expect(fake.calls.filter((c) => c.clientId === queued.clientId)).toHaveLength(2) // submit + first flush
    expect(pendingLeads()).toEqual([])
  })

  it('drops nothing silently: a lead the backend refuses outright is reported as rejected', async () => {
    const fake = createFakeInsert([down(), taken(), new BackendError('invalid', 'check')])
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await queuedBooking(fake)
    expect(await flushOutbox({ force: true, insert: fake.insert })).toEqual({ stored: 0, retry: 0, rejected: 1 })
  })

  it('refused after the visitor was told it is safe (a late answer), is still kept as a lead without the slot', async () => {
    const lead = await storedAfterALateRefusal(taken())
    expect(lead).not.toHaveProperty('consultationSlot')
    expect(lead?.metadata).toMatchObject({ slot_conflict: { date: '2030-03-05', time_slot: '9:30 AM' } })
    expect(pendingLeads()).toEqual([])
  })

  it('withoutSlot keeps every other field', () => {
    const input = toSubmissionInput(booking, '5f0e8a43-7c55-4b8e-9d0a-2f6b1c3d4e5f')
    const { consultationDate: _d, consultationSlot: _s, clientId: _c, metadata: _m, ...rest } = input
    expect(withoutSlot(input, 'another-id')).toEqual({
      ...rest,
      clientId: 'another-id',
      metadata: { ...input.metadata, slot_conflict: { date: '2030-03-05', time_slot: '9:30 AM' } },
    })
  })
})

describe('a booking refused by a booking cap', () => {
  const capped = () => new BackendError('invalid', BOOKING_CONTACT_CAP_MESSAGE)

  it('is handed back, with why, to a consultation form on the page, and never sent again', async () => {
    const fake = createFakeInsert([down(), new BackendError('invalid', BOOKING_NETWORK_CAP_MESSAGE)])
    const queued = await queuedBooking(fake)
    const handed: [SubmissionInput, unknown][] = []
    const stop = onSlotConflict((input, error) => handed.push([input, error]))
    expect(await flushOutbox({ force: true, insert: fake.insert })).toMatchObject({ retry: 0, rejected: 0 })
    stop()
    expect(handed).toEqual([[queued, expect.objectContaining({ message: BOOKING_NETWORK_CAP_MESSAGE })]])
    expect(fake.stored).toEqual([])
    expect(pendingLeads()).toEqual([])
  })

  it('refused after the visitor was told it is safe (a late answer), is still kept as a lead without the slot', async () => {
    const lead = await storedAfterALateRefusal(capped())
    expect(lead).not.toHaveProperty('consultationSlot')
    expect(lead).toMatchObject({ fullName: 'Ann Lee', email: 'ann@example.com' })
    expect(lead?.metadata).toMatchObject({ slot_conflict: { date: '2030-03-05', time_slot: '9:30 AM' } })
    expect(pendingLeads()).toEqual([])
  })

  it('is not mistaken for any other refusal: a lead refused outright is still rejected', async () => {
    const fake = createFakeInsert([down(), new BackendError('invalid', 'some other check')])
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await queuedBooking(fake)
    expect(await flushOutbox({ force: true, insert: fake.insert })).toEqual({ stored: 0, retry: 0, rejected: 1 })
    expect(fake.stored).toEqual([])
  })
})
