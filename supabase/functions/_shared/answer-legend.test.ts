import { ANSWER_LEGEND, needsAnswerLegend, withAnswerLegend, withoutAnswerLegend } from './answer-legend.ts'

describe('needsAnswerLegend', () => {
  it.each([
    'Our programs aim for stable long-term returns.',
    'What is the yield?',
    'Yields vary by program.',
    'Nothing here is guaranteed.',
    'Is there a guarantee?',
    'Is my money insured?',
    'Is it FDIC protected?',
    'Profits are distributed quarterly.',
    'How often are distributions paid?',
    'Do you pay dividends?',
    'Past performance says nothing of the future.',
    'What interest rate do you pay?',
    'How much can I earn?',
    'Insurance companies pass risk to reinsurers, and the insurance market is large.',
    'RETURNS',
  ])('speaks of returns, yields, guarantees or insurance: %j', (text) => {
    expect(needsAnswerLegend(text)).toBe(true)
  })

  it.each([
    'The minimum investment is $50,000.',
    'You can reach us at info@example.com.',
    'Reinsurance is how insurers share risk.',
    'Our insurers and reinsurers partners.',
    'We are interested in hearing from you.',
    'Hello! What would you like to know?',
    '',
  ])('does not need it: %j', (text) => {
    expect(needsAnswerLegend(text)).toBe(false)
  })

  it('looks at every text it is given (the question as well as the answer)', () => {
    expect(needsAnswerLegend('Hello there.', 'What returns can I expect?')).toBe(true)
    expect(needsAnswerLegend('Hello there.', 'Hi')).toBe(false)
  })
})

describe('withAnswerLegend', () => {
  it('appends the legend as the last paragraph of an answer that needs it', () => {
    expect(withAnswerLegend('Returns vary by program.')).toBe(`Returns vary by program.\n\n${ANSWER_LEGEND}`)
  })

  it('appends it when only the question needs it', () => {
    expect(withAnswerLegend('I cannot say.', 'Are returns guaranteed?')).toBe(`I cannot say.\n\n${ANSWER_LEGEND}`)
  })

  it('leaves other answers alone', () => {
    expect(withAnswerLegend('The minimum is $50,000.', 'Minimum?')).toBe('The minimum is $50,000.')
  })

  it('keeps one legend, at the end, when the answer already carried copies of it', () => {
    const answer = `${ANSWER_LEGEND}\n\nReturns vary. ${ANSWER_LEGEND}`
    const shown = withAnswerLegend(answer)
    expect(shown).toBe(`Returns vary.\n\n${ANSWER_LEGEND}`)
    expect(shown.split(ANSWER_LEGEND)).toHaveLength(2)
    expect(withAnswerLegend(shown)).toBe(shown)
  })

  it('says what the rule needs: not advice, not guaranteed, not FDIC insured, may lose value, accredited only', () => {
    for (const words of ['not investment advice', 'not guaranteed', 'not FDIC insured', 'may lose value', 'accredited'])
      expect(ANSWER_LEGEND).toContain(words)
  })
})

describe('withoutAnswerLegend', () => {
  it('removes the legend from an earlier answer', () => {
    expect(withoutAnswerLegend(`Returns vary.\n\n${ANSWER_LEGEND}`)).toBe('Returns vary.')
    expect(withoutAnswerLegend('No legend here.')).toBe('No legend here.')
  })
})
