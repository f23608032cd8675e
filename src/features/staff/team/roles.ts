import { STAFF_ROLES, type StaffRole } from '@/lib/backend/kinds'

export { isStaffRole } from '@/lib/backend/kinds'

/** What each role may do, in the Team tab's words; a new role fails the build until it has one. */
const ROLE_LABELS: Record<StaffRole, string> = {
  viewer: 'Viewer (reads leads and the Overview)',
  admin: 'Admin (changes everything)',
}

/** The least privileged role first (the invitation's default). */
export const ROLE_OPTIONS: readonly { value: StaffRole; label: string }[] = [...STAFF_ROLES]
  .reverse()
  .map((value) => ({ value, label: ROLE_LABELS[value] }))
