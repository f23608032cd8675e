/**
 * The manage-booking page's logic: the token from the address, the day in words, a text for every
 * answer; and the database's functions on the local backend (the Supabase harness): the link of a
 * booking just made, the view, a move and a cancel, the old link void after each.
 */
import { insertLead } from '@/lib/submissions/insert-lead'
import { submission, useHarness } from '@/testing/backend-harness'
import { bookableMondays } from '@/testing/records'
import { bookingWhen, formatBookingDay, PROBLEM_TEXT, TOKEN_PROBLEMS, tokenFrom } from './outcomes'

describe('the page logic', () => {
  it('reads the token from the address, trimmed; none is null', () => {
    expect(tokenFrom('?token=%20abc.1.ff%20')).toBe('abc.1.ff')
    expect(tokenFrom('?token=')).toBeNull()
    expect(tokenFrom('')).toBeNull()
  })

  it('writes a New York day in words whatever the visitor time zone', () => {
    expect(formatBookingDay('2030-03-05')).toBe('Tuesday, March 5, 2030')
    expect(bookingWhen('2030-03-05', '9:30 AM')).toBe('Tuesday, March 5, 2030 at 9:30 AM New York time')
  })

  it('has a title and a text for every problem of a link', () => {
    for (const problem of TOKEN_PROBLEMS) expect(PROBLEM_TEXT[problem].title).toMatch(/\S/)
  })
})

describe('the booking by its link, on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  const { day, later } = bookableMondays()

  it('gives the link, shows the booking, moves it, cancels it; an old link is void', async () => {
    const lead = submission({ fullName: 'Ann Marie Lee', consultationDate: day, consultationSlot: '9:30 AM' })
    await insertLead(h.client, lead)
    const { data: token } = await h.client.rpc('consultation_manage_token', { client_id: lead.clientId })
    expect(typeof token).toBe('string')
    const view = await h.client.rpc('manage_booking_view', { token: String(token) })
    expect(view.data).toEqual({ state: 'ok', date: day, slot: '9:30 AM', name: 'Ann' })

    const moved = await h.client.rpc('reschedule_booking', {
      token: String(token),
      new_date: later,
      new_slot: '10:00 AM',
    })
    expect(moved.data).toMatchObject({ state: 'ok', date: later, slot: '10:00 AM' })
    const old = await h.client.rpc('manage_booking_view', { token: String(token) })
    expect(old.data).toEqual({ state: 'superseded' })

    const fresh = String((moved.data as { token: string }).token)
    const cancelled = await h.client.rpc('cancel_booking', { token: fresh })
    expect(cancelled.data).toEqual({ state: 'cancelled' })
    const again = await h.client.rpc('cancel_booking', { token: fresh })
    expect(again.data).toEqual({ state: 'superseded' })
  })
})
