import { lazy } from 'react'

/**
 * Public API of the conversations feature: the chat transcripts the firm keeps (admins). A chunk
 * of its own, fetched when its tab opens: a viewer never downloads it.
 */
export const ConversationsTab = lazy(() =>
  import('./components/conversations-tab').then((m) => ({ default: m.ConversationsTab })),
)

/** "View conversation" for a lead sent from the chat (Chat Handoff): the app hands it to the lead desk. */
export const ConversationLink = lazy(() =>
  import('./components/conversation-link').then((m) => ({ default: m.ConversationLink })),
)

/** The app provides the lead desk's "open lead" here, for a conversation that became a Chat Handoff. */
export { ConversationLeadContext } from './components/conversation-lead'

/** "Needs review" (admins and compliance): the assistant's conversations waiting for review. A chunk of its own. */
export const NeedsReviewTab = lazy(() =>
  import('./components/needs-review-tab').then((m) => ({ default: m.NeedsReviewTab })),
)
