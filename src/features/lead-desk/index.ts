/** Public API of the lead desk: the leads table with its filters, details, status, follow-ups, notes and CSV export. */
export { LeadsTab } from './components/leads-tab'
