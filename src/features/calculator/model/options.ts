/** The calculator's choices and defaults (docs/product.md §3, §4 and §9). */
import { site } from '@/config/site'

export const INVESTOR_TYPES = [
  'Individual Investor',
  'Business Owner',
  'Institutional Investor',
  'Financial Advisor',
] as const
export const INVESTMENT_GOALS = ['Wealth Growth', 'Passive Income', 'Retirement Planning', 'Diversification'] as const
export const INVESTMENT_TIMELINES = ['Within 1 Month', '3-6 Months', '6-12 Months', 'Just Exploring'] as const
/**
 * The annual rates (percent) the firm's table starts with (public.calculator_rates); the calculator
 * offers the table's own, read when its step opens (../api/get-rates.ts).
 */
export const STANDARD_RATES: readonly number[] = [6, 8, 10, 12, 15]
/** 8 -> "8%", 7.5 -> "7.5%": the calculator's form of a rate. */
export const rateLabel = (percent: number) => `${Number(percent.toFixed(2))}%`
export const RETURN_RATES: readonly string[] = STANDARD_RATES.map(rateLabel)
/** A rate as the calculator stores it: "8%", "7.25%". */
export const RATE_PATTERN = /^\d{1,2}(\.\d{1,2})?%$/
export const INVESTMENT_TYPES = ['one-time', 'monthly'] as const
export const DURATIONS = Array.from({ length: 30 }, (_, i) => String(i + 1)) as [string, ...string[]]

export type InvestmentType = (typeof INVESTMENT_TYPES)[number]

/** Slider bounds per investment type; a one-time investment starts at the firm's minimum ($50,000). */
export const AMOUNT_RANGES: Record<InvestmentType, { min: number; max: number; step: number; initial: number }> = {
  'one-time': { min: site.minimumInvestment, max: 5_000_000, step: 10_000, initial: 100_000 },
  monthly: { min: 500, max: 50_000, step: 500, initial: 1_000 },
}

export const CALCULATOR_DEFAULTS = {
  investorType: 'Individual Investor',
  investmentGoal: 'Wealth Growth',
  investmentTimeline: 'Within 1 Month',
  returnRate: '8%',
  investmentType: 'one-time',
  investmentAmount: 100_000,
  investmentDuration: '10',
} as const

export const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

export const durationLabel = (years: string | number) => (Number(years) === 1 ? '1 year' : `${years} years`)

/**
 * Keeps digits only as the visitor types (docs/product.md §5), and a leading "+" that starts an
 * international number ("+44 20 7946 0958" -> "+442079460958").
 */
export const phoneDigits = (raw: string) => (raw.trimStart().startsWith('+') ? '+' : '') + raw.replace(/\D/g, '')
