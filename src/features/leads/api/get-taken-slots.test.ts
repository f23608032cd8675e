/**
 * getTakenSlots against the migrations (the Supabase harness over the test database) and on the
 * wire (a canned project).
 */
import type { SubmissionInput } from '@/lib/backend/leads-schema'
import { bookableMondays } from '@/testing/records'
import { addDays } from '@/lib/backend/site-stats/ny-days'
import { insertLead } from '@/lib/submissions/insert-lead'
import { rejection, submission, useHarness } from '@/testing/backend-harness'
import { cannedSupabase } from '@/testing/canned-supabase'
import { json } from '@/testing/recording-fetch'
import { getTakenSlots } from './get-taken-slots'

describe('getTakenSlots on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  const { signInAs } = h
  const takenSlots = (from: string, to: string) => getTakenSlots(h.client, from, to)

  const { day, later } = bookableMondays()
  const booking = (date: string, slot: SubmissionInput['consultationSlot'], email = 'ann@example.com') =>
    submission({ email, consultationDate: date, consultationSlot: slot, investmentTimeline: slot ?? null })

  it('tells anyone which slots are taken, with the day and time only', async () => {
    await insertLead(h.client, booking(day, '9:30 AM'))
    await insertLead(h.client, booking(day, '10:00 AM'))
    await insertLead(h.client, booking(later, '9:30 AM'))
    await insertLead(h.client, submission({ formType: 'contact_form' }))
    const expected = [
      { date: day, timeSlot: '9:30 AM' },
      { date: day, timeSlot: '10:00 AM' },
    ]
    const week = [addDays(day, -3), addDays(day, 3)] as const
    await expect(takenSlots(...week)).resolves.toEqual(expected)
    await signInAs('member')
    await expect(takenSlots(...week)).resolves.toEqual(expected)
    await expect(takenSlots(addDays(day, 1), addDays(later, -1))).resolves.toEqual([])
    await expect(takenSlots(day, later)).resolves.toHaveLength(3)
  })

  it('refuses more than 62 days, a reversed range or a malformed day as invalid', async () => {
    for (const [from, to] of [
      ['2030-03-01', '2030-05-02'],
      ['2030-03-02', '2030-03-01'],
      ['March 1', '2030-03-02'],
    ] as const) {
      const error = await rejection(takenSlots(from, to))
      expect(error.code).toBe('invalid')
    }
  })
})

describe('getTakenSlots on the wire', () => {
  it('asks for the taken slots of a range as one RPC, sorted by day and time', async () => {
    const project = cannedSupabase()
    project.answerNext(
      json(200, [
        { date: '2030-03-05', time_slot: '10:00 AM' },
        { date: '2030-03-05', time_slot: '9:30 AM' },
        { date: '2030-03-06', time_slot: '25:00 PM' },
      ]),
    )
    await expect(getTakenSlots(project.backend.client, '2030-03-01', '2030-03-31')).resolves.toEqual([
      { date: '2030-03-05', timeSlot: '9:30 AM' },
      { date: '2030-03-05', timeSlot: '10:00 AM' },
    ])
    expect(project.wire.last()).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/taken_consultation_slots',
      body: { from_date: '2030-03-01', to_date: '2030-03-31' },
    })
    await project.backend.dispose()
  })
})
