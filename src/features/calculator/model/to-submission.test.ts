import { aCalculatorData } from '@/testing/records'
import { validRow } from '@/testing/valid-row'
import { toLeadSubmission, toReportSubmission } from './to-submission'

const data = aCalculatorData()

describe('calculator row mappings', () => {
  it('maps step 1 to a lead row (name, e-mail, phone)', () => {
    const row = validRow({ ...toLeadSubmission(data), page: '/investment-calculator' })
    expect(row).toMatchObject({
      formType: 'lead',
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+12125550142',
      investorType: null,
      investmentAmount: null,
      message: null,
      page: '/investment-calculator',
      metadata: {
        fullName: 'Ann Lee',
        mobileNumber: '2125550142',
        email: 'ann@example.com',
        source: 'investment_calculator',
      },
    })
  })

  it('stores an international mobile number as E.164', () => {
    const lead = toLeadSubmission({ ...data, mobileNumber: '+44 20 7946 0958' })
    expect(lead.phone).toBe('+442079460958')
    expect(lead.metadata).toMatchObject({ mobileNumber: '+44 20 7946 0958' })
    expect(toReportSubmission({ ...data, mobileNumber: '(212) 555-0142' }, 'a'.repeat(64)).phone).toBe('+12125550142')
  })

  it('maps the report request to an investment_calculator row with every input, the results and the disclosure version', () => {
    const row = validRow(toReportSubmission(data, 'a'.repeat(64)))
    expect(row).toMatchObject({
      formType: 'investment_calculator',
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+12125550142',
      investorType: 'Business Owner',
      investmentAmount: '$100,000 one-time',
      investmentGoal: 'Passive Income',
      investmentTimeline: '3-6 Months',
      message: null,
    })
    expect(row.metadata).toMatchObject({
      ...data,
      disclosureVersion: 'a'.repeat(64),
      results: { investedAmount: 100_000, years: 10 },
    })
    const results = row.metadata.results as Record<string, number>
    expect(results.totalValue).toBe(215_892.5)
    expect(results.estimatedReturns).toBe(115_892.5)
    expect(results.growthPercent).toBeCloseTo(53.68, 2)
  })

  it('labels a monthly amount as such', () => {
    const row = toReportSubmission({ ...data, investmentType: 'monthly', investmentAmount: 1_500 }, 'v')
    expect(row.investmentAmount).toBe('$1,500 monthly')
  })
})
