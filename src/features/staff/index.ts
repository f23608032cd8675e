/** Public API of the staff feature: the team, the audit log and privacy requests (admins). */
export { AuditTab } from './audit/audit-tab'
export { PrivacyDialog } from './privacy/privacy-dialog'
export { TeamTab } from './team/team-tab'
