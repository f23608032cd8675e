/** The amount's rule, once: a whole number of dollars within the type's range (the floor is the firm's minimum). */
import { formatUsd } from './math'
import { AMOUNT_RANGES, type InvestmentType } from './options'

export const AMOUNT_MESSAGES = {
  whole: 'Please enter the amount in whole dollars, digits only',
  below: (type: InvestmentType) =>
    type === 'one-time'
      ? `The minimum investment is ${formatUsd(AMOUNT_RANGES[type].min)}`
      : `Monthly contributions start at ${formatUsd(AMOUNT_RANGES[type].min)}`,
  above: (type: InvestmentType) => `The calculator projects up to ${formatUsd(AMOUNT_RANGES[type].max)}`,
} as const

/** What is wrong with the amount for the type, or null when it may be projected. */
export function amountProblem(amount: number, type: InvestmentType): string | null {
  const range = AMOUNT_RANGES[type]
  if (!Number.isSafeInteger(amount) || amount < 0) return AMOUNT_MESSAGES.whole
  if (amount < range.min) return AMOUNT_MESSAGES.below(type)
  if (amount > range.max) return AMOUNT_MESSAGES.above(type)
  return null
}

/** The typed text as a number: "150000" -> 150000; "" or anything else (a decimal, "1e5") -> NaN. */
export const amountOfText = (text: string) => (/^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)
