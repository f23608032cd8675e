/** Calculator schemas against bad inputs, each refused with the spec's message (docs/product.md §5). */
import { itRefusesEach, long, type RefusalCase as Case } from '@/testing/schema-refusals'
import { AMOUNT_MESSAGES } from './amount'
import { MESSAGES as CALC, calculationSchema, qualificationSchema, userInfoSchema } from './schema'

const userInfo = { fullName: 'Ada Lovelace', mobileNumber: '2125550142', email: 'ada@example.com' }
const userInfoCases: Case[] = [
  ['empty name', { ...userInfo, fullName: '' }, CALC.name],
  ['one-letter name', { ...userInfo, fullName: 'A' }, CALC.name],
  ['name of spaces', { ...userInfo, fullName: '   ' }, CALC.name],
  ['oversized name', { ...userInfo, fullName: long(201) }, CALC.nameTooLong],
  ['9-digit mobile', { ...userInfo, mobileNumber: '212555014' }, CALC.mobile],
  ['11-digit mobile', { ...userInfo, mobileNumber: '21255501420' }, CALC.mobile],
  ['empty mobile', { ...userInfo, mobileNumber: '' }, CALC.mobile],
  ['mobile with letters', { ...userInfo, mobileNumber: '212555014a' }, CALC.mobile],
  ['mobile of 7 digits', { ...userInfo, mobileNumber: '5550142' }, CALC.mobile],
  ['international mobile too short', { ...userInfo, mobileNumber: '+44 20' }, CALC.mobile],
  ['unknown country code', { ...userInfo, mobileNumber: '+999 1234 5678' }, CALC.mobile],
  ['oversized mobile', { ...userInfo, mobileNumber: '1'.repeat(41) }, CALC.mobile],
  ['e-mail without @', { ...userInfo, email: 'ada.example.com' }, CALC.email],
  ['e-mail without domain', { ...userInfo, email: 'ada@' }, CALC.email],
  ['e-mail with spaces', { ...userInfo, email: 'ada lovelace@example.com' }, CALC.email],
  ['empty e-mail', { ...userInfo, email: '' }, CALC.email],
  ['oversized e-mail', { ...userInfo, email: `${long(320)}@example.com` }, CALC.email],
]

const qualification = {
  investorType: 'Individual Investor',
  investmentGoal: 'Wealth Growth',
  investmentTimeline: 'Within 1 Month',
}
const calculation = {
  returnRate: '8%',
  investmentType: 'one-time',
  investmentAmount: 100_000,
  investmentDuration: '10',
}
const calculatorCases: Case[] = [
  ['unknown investor type', { ...qualification, investorType: 'Hedge Fund' }, CALC.investorType],
  ['missing goal', { ...qualification, investmentGoal: '' }, CALC.goal],
  ['unknown timeline', { ...qualification, investmentTimeline: 'Someday' }, CALC.timeline],
  ['a rate above the table bounds (20%)', { ...calculation, returnRate: '20%' }, CALC.rate],
  ['a rate that is not a percentage', { ...calculation, returnRate: 'eight' }, CALC.rate],
  ['unknown investment type', { ...calculation, investmentType: 'weekly' }, CALC.type],
  ['negative amount', { ...calculation, investmentAmount: -1 }, CALC.amount],
  ['amount as text', { ...calculation, investmentAmount: '100000' }, CALC.amount],
  [
    'one-time amount under the firm minimum',
    { ...calculation, investmentAmount: 10_000 },
    'The minimum investment is $50,000',
  ],
  [
    'one-time amount just under the minimum',
    { ...calculation, investmentAmount: 49_999 },
    AMOUNT_MESSAGES.below('one-time'),
  ],
  [
    'one-time amount over the slider',
    { ...calculation, investmentAmount: 5_000_001 },
    AMOUNT_MESSAGES.above('one-time'),
  ],
  ['amount with cents', { ...calculation, investmentAmount: 100_000.5 }, AMOUNT_MESSAGES.whole],
  [
    'monthly amount over the slider',
    { ...calculation, investmentType: 'monthly', investmentAmount: 60_000 },
    AMOUNT_MESSAGES.above('monthly'),
  ],
  [
    'monthly amount under the slider',
    { ...calculation, investmentType: 'monthly', investmentAmount: 499 },
    'Monthly contributions start at $500',
  ],
  ['duration 0', { ...calculation, investmentDuration: '0' }, CALC.duration],
  ['duration 31', { ...calculation, investmentDuration: '31' }, CALC.duration],
]

describe('calculator schemas refuse bad input with the spec messages', () => {
  itRefusesEach('step 1', userInfoSchema, userInfoCases)
  itRefusesEach('step 2', qualificationSchema, calculatorCases.slice(0, 3))
  itRefusesEach('step 3', calculationSchema, calculatorCases.slice(3))
  it('accepts good values and strips nothing it needs', () => {
    expect(userInfoSchema.safeParse(userInfo).success).toBe(true)
    for (const mobileNumber of [
      '+442079460958',
      '+44 20 7946 0958',
      '+12125550142',
      '(212) 555-0142',
      '011442079460958',
    ])
      expect(userInfoSchema.safeParse({ ...userInfo, mobileNumber }).success).toBe(true)
    for (const investmentAmount of [50_000, 123_457, 5_000_000])
      expect(calculationSchema.safeParse({ ...calculation, investmentAmount }).success).toBe(true)
    expect(qualificationSchema.safeParse(qualification).success).toBe(true)
    expect(calculationSchema.safeParse(calculation).success).toBe(true)
    expect(
      calculationSchema.safeParse({ ...calculation, investmentType: 'monthly', investmentAmount: 500 }).success,
    ).toBe(true)
    expect(
      calculationSchema.safeParse({ ...calculation, investmentAmount: 5_000_000, investmentDuration: '30' }).success,
    ).toBe(true)
  })
  it('has at least 26 bad inputs (with the leads forms: over 40)', () => {
    expect(userInfoCases.length + calculatorCases.length).toBeGreaterThanOrEqual(26)
  })
})
