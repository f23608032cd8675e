/** Public API of the conversations feature: the chat transcripts the firm keeps (admins). */
export { ConversationsTab } from './components/conversations-tab'
