import { render, screen } from '@testing-library/react'
import { StaffRoleContext } from '@/lib/staff/staff-role'
import type { StaffRole } from '@/lib/backend/kinds'
import { LeadConversationContext, LeadConversationSection } from './lead-conversation'

const view = (conversationId: string) => <button type="button">View {conversationId}</button>

function show(role: StaffRole, conversationId: string | null | undefined) {
  return render(
    <StaffRoleContext value={role}>
      <LeadConversationContext value={view}>
        <LeadConversationSection lead={{ conversationId }} />
      </LeadConversationContext>
    </StaffRoleContext>,
  )
}

describe('a Chat Handoff lead in the details', () => {
  it('links its conversation for an admin', async () => {
    show('admin', 'c4a70000-0000-4000-8000-000000000001')
    expect(screen.getByRole('heading', { name: 'Chat' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'View c4a70000-0000-4000-8000-000000000001' })).toBeInTheDocument()
  })

  it.each(['viewer', 'compliance', 'author'] as const)('shows nothing to a %s, who reads no transcripts', (role) => {
    const { container } = show(role, 'c4a70000-0000-4000-8000-000000000001')
    expect(container).toBeEmptyDOMElement()
  })

  it('shows nothing for a lead without a conversation', () => {
    const { container } = show('admin', undefined)
    expect(container).toBeEmptyDOMElement()
  })
})
