/** Public API of the lead desk: the leads table with its filters, details, status, follow-ups, notes and CSV export. */
export { LeadsTab } from './components/leads-tab'
/** The app provides the Conversations feature's link here, for a Chat Handoff's conversation. */
export { LeadConversationContext } from './components/lead-conversation'
/** A lead opened by id from elsewhere: the app hands it to the Conversations tab. */
export { OpenLead } from './components/open-lead'
