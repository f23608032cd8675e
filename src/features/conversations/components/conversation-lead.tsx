import { createContext, Suspense, useContext, type ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import type { ConversationSummary } from '@/lib/backend/records-schema'

export type ConversationLead = NonNullable<ConversationSummary['lead']>

/** How a conversation's lead opens: the app provides the lead desk's link (none: its name alone). */
export const ConversationLeadContext = createContext<((lead: ConversationLead) => ReactNode) | null>(null)

/** The Chat Handoff a conversation led to: its link (the lead desk's), or its name; "None" without one. */
export function ConversationLeadCell({ lead }: { lead: ConversationSummary['lead'] }) {
  const open = useContext(ConversationLeadContext)
  if (!lead) return <span className="text-ink-600">None</span>
  if (!open) return <>{lead.name ?? 'A lead without a name'}</>
  return <Suspense fallback={<Spinner label="Loading the lead" className="size-4" />}>{open(lead)}</Suspense>
}
