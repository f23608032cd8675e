/**
 * Three guards, one set of rules: every bad input below is refused by the form schema with the
 * spec's message (docs/product.md §5) or, where the spec is silent, a clear one.
 */
import { aConsultation } from '@/testing/records'
import { itRefusesEach, long, type RefusalCase as Case } from '@/testing/schema-refusals'
import { contactDefaults } from './contact/defaults'
import { CONTACT_MESSAGES as CONTACT, contactSchema } from './contact/schema'
import { CONSULTATION_MESSAGES as CONSULT, createConsultationSchema } from './consultation/schema'
import { NEWSLETTER_MESSAGES, newsletterSchema } from './newsletter/schema'

const contact = { ...contactDefaults, fullName: 'Grace Hopper', email: 'grace@example.com', message: 'Hello' }
const contactCases: Case[] = [
  ['empty name', { ...contact, fullName: '' }, CONTACT.nameRequired],
  ['one-letter name', { ...contact, fullName: 'G' }, CONTACT.nameShort],
  ['oversized name', { ...contact, fullName: long(201) }, CONTACT.nameLong],
  ['empty e-mail', { ...contact, email: '' }, CONTACT.emailRequired],
  ['malformed e-mail', { ...contact, email: 'grace@@example.com' }, CONTACT.email],
  ['e-mail without TLD dot', { ...contact, email: 'grace@example' }, CONTACT.email],
  ['9-digit phone', { ...contact, phone: '212555019' }, CONTACT.phone],
  ['phone with letters', { ...contact, phone: '212-555-CALL' }, CONTACT.phone],
  ['oversized phone', { ...contact, phone: '1'.repeat(41) }, CONTACT.phone],
  ['unknown investor type', { ...contact, investorType: 'pension' }, CONTACT.choice],
  ['unknown amount range', { ...contact, investmentAmount: '10k-50k' }, CONTACT.choice],
  ['empty message', { ...contact, message: '   ' }, CONTACT.messageRequired],
  ['oversized message', { ...contact, message: long(5001) }, CONTACT.messageLong],
]

const today = new Date(2030, 2, 4, 10) // Monday, March 4, 2030
const consultation = aConsultation({ investmentInterest: '' })
const consultationCases: Case[] = [
  ['empty name', { ...consultation, fullName: '' }, CONSULT.fullName],
  ['one-letter name', { ...consultation, fullName: 'K' }, CONSULT.fullName],
  ['oversized name', { ...consultation, fullName: long(201) }, CONSULT.fullName],
  ['malformed e-mail', { ...consultation, email: 'katherine' }, CONSULT.email],
  ['e-mail with two @', { ...consultation, email: 'k@j@example.com' }, CONSULT.email],
  ['9-digit phone', { ...consultation, phone: '212555010' }, CONSULT.phone],
  ['phone with letters', { ...consultation, phone: 'call me maybe' }, CONSULT.phone],
  ['no date', { ...consultation, date: undefined }, CONSULT.date],
  ['a past date', { ...consultation, date: new Date(2030, 2, 1) }, CONSULT.date],
  ['today', { ...consultation, date: new Date(2030, 2, 4) }, CONSULT.date],
  ['a Saturday', { ...consultation, date: new Date(2030, 2, 9) }, CONSULT.date],
  ['a Sunday', { ...consultation, date: new Date(2030, 2, 10) }, CONSULT.date],
  ['a date as text', { ...consultation, date: '2030-03-05' }, CONSULT.date],
  ['missing slot', { ...consultation, timeSlot: '' }, CONSULT.timeSlot],
  ['a noon slot', { ...consultation, timeSlot: '12:00 PM' }, CONSULT.timeSlot],
  ['a 4:30 PM slot', { ...consultation, timeSlot: '4:30 PM' }, CONSULT.timeSlot],
  ['unknown interest', { ...consultation, investmentInterest: 'crypto' }, CONSULT.interest],
  ['oversized additional information', { ...consultation, message: long(5001) }, CONSULT.message],
]

const newsletterCases: Case[] = [
  ['empty e-mail', { email: '' }, NEWSLETTER_MESSAGES.email],
  ['malformed e-mail', { email: 'reader@' }, NEWSLETTER_MESSAGES.email],
  ['e-mail with a comma', { email: 'reader,me@example.com' }, NEWSLETTER_MESSAGES.email],
]

describe('form schemas refuse bad input with the spec messages', () => {
  it('covers the leads forms share of the 40+ bad inputs', () => {
    // The calculator's own schema test adds 26 more.
    const total = [contactCases, consultationCases, newsletterCases].flat().length
    expect(total).toBeGreaterThanOrEqual(34)
  })

  itRefusesEach('contact', contactSchema, contactCases)
  itRefusesEach('consultation', createConsultationSchema(today), consultationCases)
  itRefusesEach('newsletter', newsletterSchema, newsletterCases)

  it('accepts the good values of each form', () => {
    expect(contactSchema.safeParse(contact).success).toBe(true)
    expect(
      contactSchema.safeParse({
        ...contact,
        phone: '+1 (212) 555-0199',
        investorType: 'retirement',
        investmentAmount: '1m+',
      }).success,
    ).toBe(true)
    expect(createConsultationSchema(today).safeParse(consultation).success).toBe(true)
    expect(
      createConsultationSchema(today).safeParse({
        ...consultation,
        investmentInterest: 'other',
        date: new Date(2030, 2, 8),
      }).success,
    ).toBe(true)
    expect(newsletterSchema.safeParse({ email: ' reader@example.com ' }).data).toEqual({ email: 'reader@example.com' })
  })
})
