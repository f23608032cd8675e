import { describe, expect, it } from 'vitest'
import { AMOUNT_MESSAGES, amountOfText, amountProblem } from './amount'
import { AMOUNT_RANGES } from './options'

describe('the amount rule', () => {
  it("starts a one-time investment at the firm's minimum, $50,000", () => {
    expect(AMOUNT_RANGES['one-time'].min).toBe(50_000)
    expect(amountProblem(49_999, 'one-time')).toBe('The minimum investment is $50,000')
    expect(amountProblem(50_000, 'one-time')).toBeNull()
    expect(amountProblem(5_000_000, 'one-time')).toBeNull()
    expect(amountProblem(5_000_001, 'one-time')).toBe('The calculator projects up to $5,000,000')
  })
  it('keeps monthly contributions from $500 to $50,000', () => {
    expect(amountProblem(499, 'monthly')).toBe(AMOUNT_MESSAGES.below('monthly'))
    expect(amountProblem(500, 'monthly')).toBeNull()
    expect(amountProblem(50_001, 'monthly')).toBe(AMOUNT_MESSAGES.above('monthly'))
  })
  it('asks for whole dollars when the amount is none', () => {
    for (const amount of [Number.NaN, 100_000.5, -5, Number.POSITIVE_INFINITY])
      expect(amountProblem(amount, 'one-time')).toBe(AMOUNT_MESSAGES.whole)
  })
  it('reads typed text as whole dollars only', () => {
    expect(amountOfText('150000')).toBe(150_000)
    expect(amountOfText(' 75000 ')).toBe(75_000)
    for (const text of ['', '1e5', '150,000', '$150000', '100000.5', '-5', 'abc']) expect(amountOfText(text)).toBeNaN()
  })
})
