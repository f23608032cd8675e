/**
 * Admins only: gives a staff member another role (admin-users, then public.set_staff_role()),
 * and says when nothing changed. The last admin is never demoted: `last_admin`.
 */
import type { StaffRole } from '@/lib/backend/kinds'
import type { Client } from '@/lib/backend/supabase/client'
import { roleChangeFromRow } from '@/lib/backend/team-rows'
import type { RoleChange } from '@/lib/backend/team-schema'
import { invokeAdminUsers, useTeamMutation } from './admin-users'

export async function setStaffRole(client: Client, userId: string, role: StaffRole): Promise<RoleChange> {
  return roleChangeFromRow(await invokeAdminUsers(client, { action: 'set_role', userId, role }))
}

export function useSetStaffRole() {
  return useTeamMutation((client, { userId, role }: { userId: string; role: StaffRole }) =>
    setStaffRole(client, userId, role),
  )
}
