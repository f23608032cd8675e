import type { ReactNode } from 'react'
import { ConversationLeadContext } from '@/features/conversations'
import { OpenLead } from '@/features/lead-desk'

const openLead = ({ id, name }: { id: string; name: string | null }) => <OpenLead leadId={id} name={name} />

/** The Conversations tab opens a handoff's lead in the lead desk's details dialog. */
export function WithLeadLink({ children }: { children: ReactNode }) {
  return <ConversationLeadContext value={openLead}>{children}</ConversationLeadContext>
}
