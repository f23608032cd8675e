import { render, screen } from '@testing-library/react'
import type { Submission } from '@/lib/backend/leads-schema'
import { ComplaintBadge } from './complaint-badge'

const lead = (complaintAt?: string) => ({ id: 'l-1', ...(complaintAt ? { complaintAt } : {}) }) as unknown as Submission

describe('ComplaintBadge', () => {
  it('marks a lead whose conversation was marked a complaint', () => {
    render(<ComplaintBadge lead={lead('2026-11-28T12:00:00Z')} />)
    expect(screen.getByText('Complaint')).toHaveAttribute(
      'title',
      expect.stringMatching(/^Marked a complaint .+: see the lead's notes$/),
    )
  })
  it('shows nothing for other leads', () => {
    const { container } = render(<ComplaintBadge lead={lead()} />)
    expect(container).toBeEmptyDOMElement()
  })
})
