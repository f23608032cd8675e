import { STAFF_ROLES, type StaffRole } from '@/lib/backend/kinds'

export { isStaffRole } from '@/lib/backend/kinds'

/**
 * What each role may do, in the Team tab's words, least privileged first (the invitation's
 * default); a new role fails the build until it has a place here.
 */
const ROLES: Record<StaffRole, { rank: number; label: string }> = {
  viewer: { rank: 1, label: 'Viewer: reads leads, changes nothing' },
  author: { rank: 2, label: 'Author: writes posts for review' },
  compliance: { rank: 3, label: 'Compliance: approves posts, edits nothing' },
  admin: { rank: 4, label: 'Admin: changes everything' },
}

export const ROLE_OPTIONS: readonly { value: StaffRole; label: string }[] = [...STAFF_ROLES]
  .sort((a, b) => ROLES[a].rank - ROLES[b].rank)
  .map((value) => ({ value, label: ROLES[value].label }))
