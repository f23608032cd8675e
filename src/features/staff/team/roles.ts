import { STAFF_ROLES, type StaffRole } from '@/lib/backend/kinds'

export { isStaffRole } from '@/lib/backend/kinds'

/**
 * What each role may do, in the Team tab's words, least privileged first (the invitation's
 * default); a new role fails the build until it has a place here.
 */
const ROLES: Record<StaffRole, { rank: number; label: string }> = {
  viewer: { rank: 1, label: 'Viewer: reads leads and the Overview, changes nothing' },
  author: { rank: 2, label: 'Author: writes blog posts and sends them for review, publishes nothing' },
  compliance: { rank: 3, label: 'Compliance: reads what staff read, approves or rejects posts, edits nothing' },
  admin: { rank: 4, label: 'Admin: changes everything, approves posts others wrote' },
}

export const ROLE_OPTIONS: readonly { value: StaffRole; label: string }[] = [...STAFF_ROLES]
  .sort((a, b) => ROLES[a].rank - ROLES[b].rank)
  .map((value) => ({ value, label: ROLES[value].label }))
