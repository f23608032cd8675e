/** What the calculator stores (docs/product.md §3 and §7): a lead after step 1, the report request at the end. */
import { toE164 } from '@/lib/phone'
import type { LeadInput } from '@/lib/submissions'
import { formatUsd } from './math'
import { projectionFor } from './projection'
import type { CalculatorData, UserInfo } from './schema'

/** The phone column holds E.164 ("+12125550142"; the metadata keeps what was typed); the schema refused what is none. */
const stored = (mobile: string) => toE164(mobile) ?? mobile

export function toLeadSubmission(info: UserInfo): LeadInput {
  return {
    formType: 'lead',
    fullName: info.fullName,
    email: info.email,
    phone: stored(info.mobileNumber),
    metadata: {
      ...info,
      source: 'investment_calculator',
      step: 'Your Information',
    },
  }
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
    phone: stored(data.mobileNumber),
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
