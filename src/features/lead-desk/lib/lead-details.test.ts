import { timeSpent } from './activity'
import { formTypeLabel } from './form-types'
import { slugify } from './slug'
import { formatMetadataValue, humaniseKey, orNA, submissionDetails } from './submission-details'

const base = { message: null, investmentAmount: null, investmentGoal: null, metadata: {} }

describe('the Details rule', () => {
  it('shows the message first', () => {
    expect(submissionDetails({ ...base, message: 'Call me', investmentAmount: '100k' })).toBe('Call me')
  })
  it('then the investment amount, then the goal', () => {
    expect(
      submissionDetails({ ...base, message: '  ', investmentAmount: '250000', investmentGoal: 'Wealth Growth' }),
    ).toBe('Investment Amount: 250000')
    expect(submissionDetails({ ...base, investmentGoal: 'Passive Income' })).toBe('Goal: Passive Income')
  })
  it('then the first non-empty metadata text that is not a name, e-mail or phone field', () => {
    const metadata = {
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      mobileNumber: '2125550100',
      phone: '212',
      empty: '  ',
      count: 3,
      timeSlot: '9:00 AM',
      later: 'not this',
    }
    expect(submissionDetails({ ...base, metadata })).toBe('9:00 AM')
  })
  it('else N/A', () => {
    expect(submissionDetails({ ...base, metadata: { name: 'Bo', userEmail: 'b@x.io', flag: true } })).toBe('N/A')
  })
})

describe('table helpers', () => {
  it('shows N/A for a missing name, e-mail or phone', () => {
    expect(orNA(null)).toBe('N/A')
    expect(orNA(' ')).toBe('N/A')
    expect(orNA('Ann')).toBe('Ann')
  })
  it('humanises metadata keys', () => {
    expect(humaniseKey('fullName')).toBe('Full Name')
    expect(humaniseKey('investment_amount')).toBe('Investment Amount')
    expect(humaniseKey('submittedAt')).toBe('Submitted At')
    expect(humaniseKey('pageURL')).toBe('Page URL')
    expect(humaniseKey('time-slot')).toBe('Time Slot')
    expect(humaniseKey('message')).toBe('Message')
  })
  it('formats metadata values as text', () => {
    expect(formatMetadataValue(true)).toBe('Yes')
    expect(formatMetadataValue(12)).toBe('12')
    expect(formatMetadataValue(null)).toBe('Not provided')
    expect(formatMetadataValue({ a: 1 })).toBe('{"a":1}')
  })
})

describe('the Time Spent rule', () => {
  it('takes the text after "Time spent:"', () => {
    expect(timeSpent('Left /about. Time spent: 42 seconds')).toBe('42 seconds')
  })
  it('otherwise reads Active', () => {
    expect(timeSpent('Viewed /about')).toBe('Active')
    expect(timeSpent('Time spent:')).toBe('Active')
  })
})

describe('form-type labels', () => {
  it.each([
    ['contact_form', 'Contact Form'],
    ['investment_calculator', 'Investment Calculator'],
    ['lead', 'Lead Generation'],
    ['consultation', 'Consultation'],
    ['newsletter', 'Newsletter'],
    ['other_form', 'Other Form'],
    ['something_new', 'Other Form'],
  ])('%s -> %s', (type, label) => {
    expect(formTypeLabel(type)).toBe(label)
  })
})

describe('slug generation', () => {
  it('lowercases, drops punctuation and hyphenates spaces', () => {
    expect(slugify('Why Reinsurance? A Primer, for 2026!')).toBe('why-reinsurance-a-primer-for-2026')
    expect(slugify('  Tax-Advantaged   Growth  ')).toBe('tax-advantaged-growth')
    expect(slugify('Café & Crème')).toBe('cafe-creme')
    expect(slugify('!!!')).toBe('')
  })
})
