import { render } from '@testing-library/react'
import { isoDate } from '@/lib/iso-date'
import { DateText } from './date-text'

describe('isoDate', () => {
  it('formats an ISO day that does not depend on the time zone', () => {
    expect(isoDate('March 2, 2024')).toBe('2024-03-02')
    expect(isoDate('whenever')).toBe('')
  })
})

describe('DateText', () => {
  it('marks a date up as <time> with its machine-readable dateTime', () => {
    const { container } = render(<DateText date="June 1, 2023" />)
    expect(container.innerHTML).toBe('<time datetime="2023-06-01">June 1, 2023</time>')
  })

  it('leaves text that is not a date as plain text (a <time> would need a valid dateTime)', () => {
    const { container } = render(<DateText date="Coming soon" />)
    expect(container.innerHTML).toBe('Coming soon')
  })
})
