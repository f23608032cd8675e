/**
 * insertLead against the migrations (the Supabase harness over the test database: the insert
 * policy, the CHECKs, the rate limit, the booking slot's unique key and the booking caps) and on
 * the wire (a canned project). What was stored is read back straight from the table, as an admin.
 */
import type { SubmissionInput } from '@/lib/backend/leads-schema'
import { BOOKING_CONTACT_CAP_MESSAGE, BOOKING_NETWORK_CAP_MESSAGE } from '@/lib/backend/booking-caps'
import { BackendError } from '@/lib/backend/errors'
import { CONSULTATION_SLOTS } from '@/lib/backend/consultation-slots'
import { CONTACT_REQUIRED_MESSAGE } from '@/lib/backend/messages'
import { submissionFromRow } from '@/lib/backend/rows'
import { readNewestFirst } from '@/lib/backend/supabase/paged-read'
import { anyString, rejection, submission, useHarness } from '@/testing/backend-harness'
import { useCannedProject } from '@/testing/canned-supabase'
import { TEST_PROJECT } from '@/testing/postgrest-on-pglite'
import { json } from '@/testing/recording-fetch'
import { insertLead } from './insert-lead'
import { aCalculatorLead, aCalculatorLeadRow, bookableMondays } from '@/testing/records'

describe('insertLead on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  const { signInAs } = h
  const insert = (input: SubmissionInput) => insertLead(h.client, input)
  /** Every stored lead, newest first, with how many there are (read by the signed-in admin). */
  const stored = () =>
    readNewestFirst(
      (head) => h.client.from('form_submissions').select('*', { count: 'exact', head }),
      'created_at',
      {},
      submissionFromRow,
    )

  it('lets a visitor insert, and a retried insert of the same clientId is stored once', async () => {
    const input = submission()
    await insert(input)
    await insert(input)
    await signInAs('admin')
    const { rows, total } = await stored()
    expect(total).toBe(1)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ ...input, id: anyString, createdAt: anyString })
  })

  it('rejects invalid input with code invalid', async () => {
    const error = await rejection(insert(submission({ email: 'not-an-email' })))
    expect(error.code).toBe('invalid')
    expect(error.transient).toBe(false)
    await expect(rejection(insert(submission({ clientId: 'x' })))).resolves.toMatchObject({
      code: 'invalid',
    })
  })

  it('refuses a visitor past the rate limit (10 leads in 10 minutes) as rate_limited, a passing failure', async () => {
    for (let i = 0; i < 10; i++) await insert(submission())
    const error = await rejection(insert(submission()))
    expect(error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many requests, try again later',
      transient: true,
    })
  })

  it("refuses a lead with neither e-mail nor phone (the database, with the form's message), and stores one with only a phone", async () => {
    const error = await rejection(insert(submission({ email: null, phone: null })))
    expect(error.code).toBe('invalid')
    expect(error.message).toBe(CONTACT_REQUIRED_MESSAGE)
    await insert(submission({ email: null, phone: '5550102000', fullName: 'Phone Only' }))
    await signInAs('admin')
    expect((await stored()).rows.map((r) => r.fullName)).toEqual(['Phone Only'])
  })

  describe('a consultation booking', () => {
    const { day, later } = bookableMondays()
    const booking = (date: string, slot: SubmissionInput['consultationSlot'], email = 'ann@example.com') =>
      submission({ email, consultationDate: date, consultationSlot: slot, investmentTimeline: slot ?? null })

    it('refuses a second booking of the same day and slot as slot_taken, and keeps the first', async () => {
      const first = booking(day, '9:30 AM')
      await insert(first)
      const error = await rejection(insert(booking(day, '9:30 AM', 'bob@example.com')))
      expect(error.code).toBe('slot_taken')
      expect(error.transient).toBe(false)
      await insert(first) // a retried save of the first is still "already stored"
      await insert(booking(day, '11:00 AM', 'bob@example.com'))
      await signInAs('admin')
      const { rows } = await stored()
      expect(rows.map((r) => [r.email, r.consultationDate, r.consultationSlot])).toEqual([
        ['bob@example.com', day, '11:00 AM'],
        ['ann@example.com', day, '9:30 AM'],
      ])
    })

    // The caps of migration 20261127000300: 3 upcoming per e-mail or phone, 10 per network (this
    // test's every request comes from one address). Refused for good, in the visitor's words.
    it('refuses a fourth upcoming booking for one contact and an eleventh for one network', async () => {
      const other = (n: number, date = day) =>
        submission({
          email: `p${n}@example.com`,
          phone: `212555${String(n).padStart(4, '0')}`,
          consultationDate: date,
          consultationSlot: CONSULTATION_SLOTS[n % 13],
          investmentTimeline: CONSULTATION_SLOTS[n % 13],
        })
      for (const slot of ['9:00 AM', '9:30 AM', '10:00 AM'] as const) await insert(booking(day, slot))
      const contact = await rejection(insert(booking(later, '9:00 AM', 'Ann+2@Example.com')))
      expect(contact).toMatchObject({ code: 'invalid', message: BOOKING_CONTACT_CAP_MESSAGE })
      expect(contact.transient).toBe(false)
      for (let n = 3; n < 10; n += 1) {
        await h.db.exec('delete from private.rate_limits') // minutes pass: only the cap stands in the way
        await insert(other(n))
      }
      await h.db.exec('delete from private.rate_limits')
      const network = await rejection(insert(other(10, later)))
      expect(network).toMatchObject({ code: 'invalid', message: BOOKING_NETWORK_CAP_MESSAGE })
      await signInAs('admin')
      const { rows } = await stored()
      expect(rows.filter((r) => r.consultationDate === later)).toEqual([])
    })
  })
})

describe('insertLead on the wire', () => {
  const input = aCalculatorLead()
  const row = aCalculatorLeadRow()
  /** Typed as unknown so the asymmetric matcher is not `any` in object literals. */
  const containing = (value: Record<string, unknown>): unknown => expect.objectContaining(value)
  const postgrestError = (code: string, message: string) => ({ code, message, details: null, hint: null })

  const project = useCannedProject()
  const insert = (lead: SubmissionInput) => insertLead(project.backend.client, lead)

  it('inserts a lead anonymously, without select or upsert', async () => {
    await insert(input)
    expect(project.wire.requests).toEqual([
      {
        method: 'POST',
        path: '/rest/v1/form_submissions',
        query: {},
        headers: containing({
          apikey: TEST_PROJECT.anonKey,
          authorization: `Bearer ${TEST_PROJECT.anonKey}`,
          'content-type': 'application/json',
          'content-profile': 'public',
        }),
        body: row,
      },
    ])
    expect(project.wire.last()?.headers.prefer ?? 'return=minimal').toBe('return=minimal')
  })

  it('409 / 23505 on a lead -> resolves (already stored)', async () => {
    project.answerNext(json(409, postgrestError('23505', 'duplicate key value')))
    await expect(insert(input)).resolves.toBeUndefined()
  })

  it('409 / 23505 on a booked slot -> slot_taken', async () => {
    project.answerNext(
      json(
        409,
        postgrestError(
          '23505',
          'duplicate key value violates unique constraint "form_submissions_consultation_slot_key"',
        ),
      ),
    )
    expect((await rejection(insert(input))).code).toBe('slot_taken')
  })

  it('42501 / 23514 / 22P02 on an anonymous insert -> invalid', async () => {
    for (const [status, code] of [
      [401, '42501'],
      [400, '23514'],
      [400, '22P02'],
      [400, 'PGRST204'],
    ] as const) {
      project.answerNext(json(status, postgrestError(code, `refused ${code}`)))
      const error = await rejection(insert({ ...input, clientId: crypto.randomUUID() }))
      expect(error).toMatchObject({ code: 'invalid', message: `refused ${code}`, transient: false })
    }
  })

  it('never leaks a supabase-js error object', async () => {
    project.answerNext(json(400, { code: '23514', message: 'check', details: 'row', hint: 'h' }))
    const error = await rejection(insert(input))
    expect(Object.getPrototypeOf(error)).toBe(BackendError.prototype)
    expect(error.cause).toEqual({ status: 400, code: '23514', details: 'row' })
  })
})
