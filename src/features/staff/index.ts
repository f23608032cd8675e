import { lazy } from 'react'

/**
 * Public API of the staff feature: the team, the audit log and privacy requests (admins). The two
 * tabs are chunks of their own, fetched when they open: a viewer never downloads them.
 */
export const AuditTab = lazy(() => import('./audit/audit-tab').then((m) => ({ default: m.AuditTab })))
export const TeamTab = lazy(() => import('./team/team-tab').then((m) => ({ default: m.TeamTab })))
export { PrivacyDialog } from './privacy/privacy-dialog'
