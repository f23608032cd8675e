import { formatUsd, growthPercent, parseRate, project } from './math'
import { RETURN_RATES } from './options'

const close = (actual: number, expected: number) => expect(actual).toBeCloseTo(expected, 6)

describe('one-time investment (compounded yearly)', () => {
  it.each(RETURN_RATES)('compounds 100,000 for 10 years at %s', (rate) => {
    const r = parseRate(rate) / 100
    const p = project({ amount: 100_000, ratePercent: parseRate(rate), years: 10, type: 'one-time' })
    close(p.total, 100_000 * (1 + r) ** 10)
    expect(p.invested).toBe(100_000)
    close(p.returns, p.total - 100_000)
  })

  it('matches known figures', () => {
    const p = project({ amount: 100_000, ratePercent: 8, years: 10, type: 'one-time' })
    expect(Math.round(p.total)).toBe(215_892)
    expect(Math.round(p.returns)).toBe(115_892)
    expect(p.growthPercent).toBeCloseTo(53.68, 2)
  })

  it('handles the slider and duration edges', () => {
    close(project({ amount: 10_000, ratePercent: 6, years: 1, type: 'one-time' }).total, 10_600)
    close(project({ amount: 5_000_000, ratePercent: 15, years: 30, type: 'one-time' }).total, 5_000_000 * 1.15 ** 30)
  })

  it('gives a year-by-year schedule ending at the total', () => {
    const p = project({ amount: 100_000, ratePercent: 10, years: 3, type: 'one-time' })
    expect(p.schedule.map((row) => row.year)).toEqual([1, 2, 3])
    close(p.schedule[0]?.total ?? 0, 110_000)
    close(p.schedule[1]?.growth ?? 0, 21_000)
    close(p.schedule[2]?.total ?? 0, p.total)
    expect(p.schedule.every((row) => row.invested === 100_000)).toBe(true)
  })
})

describe('monthly contributions (annuity due at rate / 12)', () => {
  it.each(RETURN_RATES)('accumulates 1,000 a month for 10 years at %s', (rate) => {
    const i = parseRate(rate) / 100 / 12
    const p = project({ amount: 1_000, ratePercent: parseRate(rate), years: 10, type: 'monthly' })
    close(p.total, 1_000 * (((1 + i) ** 120 - 1) / i) * (1 + i))
    expect(p.invested).toBe(120_000)
    close(p.returns, p.total - 120_000)
  })

  it('matches a known figure and counts the first deposit as earning a month', () => {
    const oneYear = project({ amount: 500, ratePercent: 12, years: 1, type: 'monthly' })
    expect(oneYear.invested).toBe(6_000)
    expect(oneYear.total).toBeCloseTo(6_404.66, 2)
  })

  it('handles the largest contribution over 30 years', () => {
    const p = project({ amount: 50_000, ratePercent: 15, years: 30, type: 'monthly' })
    expect(p.invested).toBe(18_000_000)
    expect(p.total).toBeGreaterThan(p.invested)
    expect(p.schedule).toHaveLength(30)
    expect(p.schedule[29]?.invested).toBe(18_000_000)
  })

  it('falls back to plain sums at a zero rate', () => {
    const p = project({ amount: 500, ratePercent: 0, years: 2, type: 'monthly' })
    expect(p.total).toBe(12_000)
    expect(p.returns).toBe(0)
  })
})

describe('growth bar and edges', () => {
  it('is returns over total, capped at 100 % and never negative', () => {
    expect(growthPercent(50, 200)).toBe(25)
    expect(growthPercent(300, 200)).toBe(100)
    expect(growthPercent(-10, 100)).toBe(0)
    expect(growthPercent(0, 0)).toBe(0)
  })

  it('handles a zero amount without dividing by zero', () => {
    const p = project({ amount: 0, ratePercent: 8, years: 10, type: 'one-time' })
    expect(p).toMatchObject({ invested: 0, total: 0, returns: 0, growthPercent: 0 })
  })

  it('parses rates and formats dollars', () => {
    expect(RETURN_RATES.map(parseRate)).toEqual([6, 8, 10, 12, 15])
    expect(formatUsd(215_892.4997)).toBe('$215,892')
  })
})
