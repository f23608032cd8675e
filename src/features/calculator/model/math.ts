/**
 * The projection (docs/product.md §9). One-time: compounded yearly, total = amount x (1 + r)^years.
 * Monthly: an annuity due at r / 12 over years x 12 months, invested = contribution x months.
 * Returns = total - invested; the growth bar is returns / total, capped at 100 %.
 */
import { once } from '@/lib/once'
import type { InvestmentType } from './options'

export interface ProjectionInput {
  amount: number
  /** Annual rate in percent, e.g. 8 for 8 %. */
  ratePercent: number
  years: number
  type: InvestmentType
}

export interface YearRow {
  year: number
  invested: number
  growth: number
  total: number
}

export interface Projection {
  invested: number
  returns: number
  total: number
  /** 0 to 100. */
  growthPercent: number
  schedule: YearRow[]
}

/** "8%" -> 8. */
export function parseRate(rate: string): number {
  return Number.parseFloat(rate.replace('%', ''))
}

function valueAfter(amount: number, rate: number, years: number, type: InvestmentType) {
  if (type === 'one-time') return { invested: amount, total: amount * (1 + rate) ** years }
  const monthly = rate / 12
  const months = years * 12
  const invested = amount * months
  const total = monthly === 0 ? invested : amount * (((1 + monthly) ** months - 1) / monthly) * (1 + monthly)
  return { invested, total }
}

export function growthPercent(returns: number, total: number): number {
  if (!(total > 0) || returns <= 0) return 0
  return Math.min(100, (returns / total) * 100)
}

export function project({ amount, ratePercent, years, type }: ProjectionInput): Projection {
  const rate = ratePercent / 100
  const { invested, total } = valueAfter(amount, rate, years, type)
  const returns = total - invested
  const schedule = Array.from({ length: Math.max(0, Math.floor(years)) }, (_, i) => {
    const at = valueAfter(amount, rate, i + 1, type)
    return { year: i + 1, invested: at.invested, growth: at.total - at.invested, total: at.total }
  })
  return { invested, returns, total, growthPercent: growthPercent(returns, total), schedule }
}

const usd = once(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }))

export function formatUsd(value: number): string {
  return usd().format(Math.round(value))
}
