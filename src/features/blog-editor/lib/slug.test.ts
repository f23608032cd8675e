import { slugify } from './slug'

describe('slug generation', () => {
  it('lowercases, drops punctuation and hyphenates spaces', () => {
    expect(slugify('Why Reinsurance? A Primer, for 2026!')).toBe('why-reinsurance-a-primer-for-2026')
    expect(slugify('  Tax-Advantaged   Growth  ')).toBe('tax-advantaged-growth')
    expect(slugify('Café & Crème')).toBe('cafe-creme')
    expect(slugify('!!!')).toBe('')
  })
})
