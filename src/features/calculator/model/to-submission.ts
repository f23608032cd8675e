/** What the calculator stores (docs/product.md §3 and §7): a lead after step 1, the report request at the end. */
import type { LeadInput } from '@/lib/submissions'
import { formatUsd, parseRate, project, type Projection } from './math'
import type { CalculatorData, UserInfo } from './schema'

export function toLeadSubmission(info: UserInfo): LeadInput {
  return {
    formType: 'lead',
    fullName: info.fullName,
    email: info.email,
    phone: info.mobileNumber,
    metadata: { ...info, source: 'investment_calculator', step: 'Your Information' },
  }
}

export function projectionFor(
  data: Pick<CalculatorData, 'investmentAmount' | 'returnRate' | 'investmentDuration' | 'investmentType'>,
): Projection {
  return project({
    amount: data.investmentAmount,
    ratePercent: parseRate(data.returnRate),
    years: Number(data.investmentDuration),
    type: data.investmentType,
  })
}

/**
 * The report request; `disclosureVersion` (src/content/disclosure-version.ts) names the words the
 * visitor was shown, which the archive keeps with the report.
 */
export function toReportSubmission(data: CalculatorData, disclosureVersion: string): LeadInput {
  const { invested, returns, total, growthPercent } = projectionFor(data)
  const round = (value: number) => Math.round(value * 100) / 100
  return {
    formType: 'investment_calculator',
    fullName: data.fullName,
    email: data.email,
    phone: data.mobileNumber,
    investorType: data.investorType,
    investmentAmount: `${formatUsd(data.investmentAmount)} ${data.investmentType}`,
    investmentGoal: data.investmentGoal,
    investmentTimeline: data.investmentTimeline,
    metadata: {
      ...data,
      disclosureVersion,
      results: {
        investedAmount: round(invested),
        estimatedReturns: round(returns),
        totalValue: round(total),
        growthPercent: round(growthPercent),
        years: Number(data.investmentDuration),
      },
    },
  }
}
