import { createContext, Suspense, useContext, type ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import type { Submission } from '@/lib/backend/leads-schema'
import { useMay } from '@/lib/staff/staff-role'
import { Item, Section } from './detail-section'

/** How the desk shows a conversation: the app provides the Conversations feature's link (none: nothing shown). */
export const LeadConversationContext = createContext<((conversationId: string) => ReactNode) | null>(null)

/**
 * A Chat Handoff's conversation in the lead's details, for those who may read transcripts
 * (admins); nothing for other roles or other leads.
 */
export function LeadConversationSection({ lead }: { lead: Pick<Submission, 'conversationId'> }) {
  const conversation = useContext(LeadConversationContext)
  const mayRead = useMay('readConversations')
  if (!lead.conversationId || !conversation || !mayRead) return null
  return (
    <Section title="Chat">
      <Item label="Conversation">
        <Suspense fallback={<Spinner label="Loading the conversation" className="size-4" />}>
          {conversation(lead.conversationId)}
        </Suspense>
      </Item>
    </Section>
  )
}
