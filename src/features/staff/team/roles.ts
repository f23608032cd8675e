import { STAFF_ROLES, type StaffRole } from '@/lib/backend/kinds'

export { isStaffRole } from '@/lib/backend/kinds'

/**
 * What each role may do, in the Team tab's words, least privileged first (the invitation's
 * default); a new role fails the build until it has a place here.
 */
const ROLES: Record<StaffRole, { rank: number; name: string; may: string }> = {
  viewer: { rank: 1, name: 'Viewer', may: 'reads leads, changes nothing' },
  author: { rank: 2, name: 'Author', may: 'writes posts for review' },
  compliance: { rank: 3, name: 'Compliance', may: 'approves posts, edits nothing' },
  admin: { rank: 4, name: 'Admin', may: 'changes everything' },
}

/** The role's name, as staff say it ("Compliance"). */
export const roleName = (role: StaffRole) => ROLES[role].name
/** What the role may do ("approves posts, edits nothing"). */
export const roleMay = (role: StaffRole) => ROLES[role].may

export const ROLE_OPTIONS: readonly { value: StaffRole; label: string }[] = [...STAFF_ROLES]
  .sort((a, b) => ROLES[a].rank - ROLES[b].rank)
  .map((value) => ({ value, label: `${ROLES[value].name}: ${ROLES[value].may}` }))
