import { formatMetadataValue, humaniseKey, leadDetails, orNA } from './lead-details'

const base = { message: null, investmentAmount: null, investmentGoal: null, metadata: {} }

describe('the Details rule', () => {
  it('shows the message first', () => {
    expect(leadDetails({ ...base, message: 'Call me', investmentAmount: '100k' })).toBe('Call me')
  })
  it('then the investment amount, then the goal', () => {
    expect(leadDetails({ ...base, message: '  ', investmentAmount: '250000', investmentGoal: 'Wealth Growth' })).toBe(
      'Investment Amount: 250000',
    )
    expect(leadDetails({ ...base, investmentGoal: 'Passive Income' })).toBe('Goal: Passive Income')
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
    expect(leadDetails({ ...base, metadata })).toBe('9:00 AM')
  })
  it('else N/A', () => {
    expect(leadDetails({ ...base, metadata: { name: 'Bo', userEmail: 'b@x.io', flag: true } })).toBe('N/A')
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
