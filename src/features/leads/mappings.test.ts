import { aConsultation } from '@/testing/records'
import { validRow } from '@/testing/valid-row'
import { createCalendarFile } from './consultation/calendar-file'
import { appendConsultationRecord, FORM_SUBMISSIONS_KEY } from './consultation/local-record'
import { isBookableDate, slotStartIso, slotStartMs, TIME_SLOTS } from './consultation/slots'
import { toConsultationSubmission } from './consultation/to-submission'
import { toContactSubmission } from './contact/to-submission'
import { NEWSLETTER_CONSENT } from '@/content/newsletter-consent'
import { toNewsletterSubmission } from './newsletter/subscriptions'

describe('contact row', () => {
  it('keeps the range codes and puts the whole form in metadata', () => {
    const values = {
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '',
      investorType: 'retirement' as const,
      investmentAmount: '1m+' as const,
      message: 'Hello',
    }
    const row = validRow({ ...toContactSubmission(values), page: '/contact' })
    expect(row).toMatchObject({
      formType: 'contact_form',
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: null,
      investorType: 'retirement',
      investmentAmount: '1m+',
      investmentGoal: null,
      investmentTimeline: null,
      message: 'Hello',
      metadata: values,
      page: '/contact',
    })
  })
})

describe('consultation row (docs/product.md §3, consultation)', () => {
  const values = aConsultation()
  const submittedAt = new Date('2030-03-04T15:00:00Z')

  it('maps interest to investor_type, the slot to investment_timeline, and dates into metadata', () => {
    const row = validRow({ ...toConsultationSubmission(values, submittedAt), page: '/schedule-consultation' })
    expect(row).toMatchObject({
      formType: 'consultation',
      fullName: 'Katherine Johnson',
      phone: '2125550100',
      investorType: 'reinsurance',
      investmentTimeline: '9:30 AM',
      message: null,
      page: '/schedule-consultation',
    })
    expect(row.metadata).toMatchObject({
      date: values.date.toISOString(),
      submittedAt: '2030-03-04T15:00:00.000Z',
      timeSlot: '9:30 AM',
      startsAt: '2030-03-05T09:30:00-05:00',
      timeZone: 'America/New_York',
    })
  })

  it('leaves investor_type empty without an interest', () => {
    expect(toConsultationSubmission({ ...values, investmentInterest: '' }).investorType).toBeNull()
  })

  it('appends the localStorage formSubmissions record', () => {
    appendConsultationRecord({ a: 1 }, 1)
    appendConsultationRecord({ b: 2 }, 2)
    expect(JSON.parse(localStorage.getItem(FORM_SUBMISSIONS_KEY) ?? '[]')).toEqual([
      { id: 1, formType: 'consultation', data: { a: 1 } },
      { id: 2, formType: 'consultation', data: { b: 2 } },
    ])
  })
})

describe('slots in New York time', () => {
  it('has exactly the 13 slots, no noon hour', () => {
    expect(TIME_SLOTS).toHaveLength(13)
    expect(TIME_SLOTS.some((s) => s.startsWith('12:'))).toBe(false)
  })

  it('converts across daylight saving time', () => {
    expect(new Date(slotStartMs(new Date(2030, 0, 15), '9:00 AM')).toISOString()).toBe('2030-01-15T14:00:00.000Z')
    expect(new Date(slotStartMs(new Date(2030, 6, 15), '4:00 PM')).toISOString()).toBe('2030-07-15T20:00:00.000Z')
    expect(slotStartIso(new Date(2030, 6, 15), '1:30 PM')).toBe('2030-07-15T13:30:00-04:00')
  })

  it('books weekdays after today, at most 61 days ahead', () => {
    const monday = new Date(2030, 2, 4, 10)
    expect(isBookableDate(new Date(2030, 2, 4), monday)).toBe(false)
    expect(isBookableDate(new Date(2030, 2, 5), monday)).toBe(true)
    expect(isBookableDate(new Date(2030, 2, 9), monday)).toBe(false)
    expect(isBookableDate(new Date(2030, 2, 10), monday)).toBe(false)
    expect(isBookableDate(new Date(2030, 2, 11), monday)).toBe(true)
    expect(isBookableDate(new Date(2029, 11, 31), monday)).toBe(false)
    // 61 days ahead at most (the database's window is New York's today to 62 days ahead).
    expect(isBookableDate(new Date(2030, 4, 3), monday)).toBe(true) // Friday, May 3: 60 days
    expect(isBookableDate(new Date(2030, 4, 6), monday)).toBe(false) // Monday, May 6: 63 days
    expect(isBookableDate(new Date(9999, 11, 31), monday)).toBe(false)
  })

  it('writes an .ics event at the slot in UTC', async () => {
    const ics = await createCalendarFile({ date: new Date(2030, 2, 5), timeSlot: '9:30 AM', fullName: 'K J' })
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toContain('DTSTART:20300305T143000Z')
    expect(ics).toContain('DURATION:PT30M')
  })
})

describe('newsletter row', () => {
  it('is e-mail only, with the version of the consent wording the box showed', () => {
    const row = validRow(toNewsletterSubmission(' reader@example.com '))
    expect(row).toMatchObject({
      formType: 'newsletter',
      email: 'reader@example.com',
      fullName: null,
      phone: null,
      message: null,
    })
    expect(row.metadata).toMatchObject({ consentVersion: NEWSLETTER_CONSENT.version })
  })
})
