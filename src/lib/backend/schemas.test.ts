import { aSubmissionInput, anEvent } from '@/testing/records'
import { CONTACT_REQUIRED_MESSAGE } from './messages'
import { siteEventInputSchema } from './events-schema'
import { submissionInputSchema } from './leads-schema'

const lead = aSubmissionInput({ email: null })
const event = anEvent()

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe('submissionInputSchema: a lead the firm can answer', () => {
  it('refuses a lead with neither an e-mail nor a phone, with a clear message', () => {
    expect(firstMessage(submissionInputSchema.safeParse(lead))).toBe(CONTACT_REQUIRED_MESSAGE)
    expect(firstMessage(submissionInputSchema.safeParse({ ...lead, phone: '   ' }))).toBe(CONTACT_REQUIRED_MESSAGE)
    expect(CONTACT_REQUIRED_MESSAGE).toBe(
      'Please give a valid e-mail address or a phone number with at least 7 digits so we can reply',
    )
  })

  it.each([['x'], ['\u200b'], ['555-010'], ['(+) ---- ...'], ['٥٥٥٠١٠٠٠']])(
    'refuses a phone %j without an e-mail: fewer than 7 digits',
    (phone) => {
      expect(firstMessage(submissionInputSchema.safeParse({ ...lead, phone }))).toBe(CONTACT_REQUIRED_MESSAGE)
    },
  )

  it('accepts a lead with a phone of 7 digits or more, or with a valid e-mail', () => {
    expect(submissionInputSchema.safeParse({ ...lead, phone: '555-0100' }).success).toBe(true)
    expect(submissionInputSchema.safeParse({ ...lead, phone: '+1 (212) 555-0100' }).success).toBe(true)
    expect(submissionInputSchema.safeParse({ ...lead, email: 'ann@example.com' }).success).toBe(true)
    expect(submissionInputSchema.safeParse({ ...lead, email: 'ann@example.com', phone: 'x' }).success).toBe(true)
    expect(submissionInputSchema.safeParse({ ...lead, email: 'not an e-mail', phone: '5550100' }).success).toBe(false)
  })
})

describe('siteEventInputSchema: the events table caps', () => {
  it('accepts details of 1000 characters and refuses 1001 with a clear message', () => {
    expect(siteEventInputSchema.safeParse({ ...event, details: 'd'.repeat(1000) }).success).toBe(true)
    expect(firstMessage(siteEventInputSchema.safeParse({ ...event, details: 'd'.repeat(1001) }))).toBe(
      'Event details must be at most 1000 characters',
    )
  })

  it('accepts metadata of 2048 bytes as jsonb prints it and refuses one byte more', () => {
    expect(siteEventInputSchema.safeParse({ ...event, metadata: { blob: 'x'.repeat(2036) } }).success).toBe(true)
    expect(firstMessage(siteEventInputSchema.safeParse({ ...event, metadata: { blob: 'x'.repeat(2037) } }))).toBe(
      'Event metadata must be at most 2048 bytes',
    )
  })

  it('measures metadata with the spaces jsonb adds, not as compact JSON', () => {
    const metadata = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${String(i).padStart(3, '0')}`, 0]))
    expect(JSON.stringify(metadata).length).toBeLessThan(2048)
    expect(siteEventInputSchema.safeParse({ ...event, metadata }).success).toBe(false)
  })
})
