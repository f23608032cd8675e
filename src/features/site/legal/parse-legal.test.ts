import disclaimer from '@/content/legal/disclaimer.md'
import privacy from '@/content/legal/privacy.md'
import terms from '@/content/legal/terms.md'
import { parseLegal, parseSections } from './parse-legal'

describe('parseSections', () => {
  it('splits on ## headings into paragraphs and lists and fills placeholders', () => {
    const sections = parseSections(
      'Ignored preface\n\n## 1. Introduction\n\nHello {company}\nwrapped.\n\n- one\n- two {email}\n\n## 2. Next\n\nText',
      {
        company: 'Acme',
        email: 'a@b.c',
      },
    )
    expect(sections).toEqual([
      {
        id: 'introduction',
        heading: '1. Introduction',
        blocks: [
          { kind: 'paragraph', text: 'Hello Acme wrapped.' },
          { kind: 'list', items: ['one', 'two a@b.c'] },
        ],
      },
      { id: 'next', heading: '2. Next', blocks: [{ kind: 'paragraph', text: 'Text' }] },
    ])
  })
})

describe('legal texts (docs/product.md §2)', () => {
  const values = { company: 'Hudson Reinsurance Partners', email: 'info@example.com', address: 'NY' }
  const headings = (source: typeof terms) =>
    parseLegal(source, values).sections.map((s) => s.heading.replace(/^\d+\.\s*/, ''))

  it('Terms: June 1, 2023, ten sections, 18+, New York law', () => {
    const doc = parseLegal(terms, values)
    expect(doc.date).toBe('June 1, 2023')
    expect(headings(terms)).toEqual([
      'Introduction',
      'Use of Services',
      'Eligibility',
      'User Accounts',
      'Intellectual Property',
      'Third-Party Links',
      'Limitation of Liability',
      'Governing Law',
      'Changes to Terms',
      'Contact Us',
    ])
    const text = JSON.stringify(doc.sections)
    expect(text).toContain('at least 18 years old')
    expect(text).toContain('laws of the State of New York')
    expect(text).not.toMatch(/\{(company|email|address)\}/)
  })

  it('Privacy: effective June 1, 2023, ten sections, not sold or rented, under 18', () => {
    const doc = parseLegal(privacy, values)
    expect(`${doc.dateLabel} ${doc.date}`).toBe('Effective June 1, 2023')
    expect(doc.sections).toHaveLength(10)
    expect(headings(privacy)).toContain("Children's Privacy")
    const text = JSON.stringify(doc.sections)
    expect(text).toContain('do not sell or rent')
    expect(text).toContain('under the age of 18')
    expect(text).not.toContain('**')
  })

  it('Disclaimer: June 1, 2023 with its sections', () => {
    const doc = parseLegal(disclaimer, values)
    expect(doc.date).toBe('June 1, 2023')
    expect(headings(disclaimer)).toEqual([
      'General Information',
      'Not Financial Advice',
      'Investment Risks',
      'Limited Availability',
      'Third-Party Content',
      'External Links',
      'Limitation of Liability',
      'Forward-Looking Statements',
      'Changes',
      'Contact',
    ])
  })
})
