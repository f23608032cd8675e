/**
 * Admins only: invites a colleague with a role (admin-users). A new address is `invited` (an
 * account and an invitation e-mail; in a local build, which sends no mail, the invitation's link
 * and a one-time password, shown once); an existing account without a role is `added`; an address
 * that is already staff changes nothing (`already_staff`). The address is checked before any call.
 */
import { inviteFromRow } from '@/lib/backend/team-rows'
import { staffEmailSchema, staffRoleSchema, type InviteOutcome } from '@/lib/backend/team-schema'
import { parseInput } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { z } from '@/lib/zod'
import { invokeAdminUsers, useTeamMutation } from './admin-users'

export const inviteSchema = z.object({ email: staffEmailSchema, role: staffRoleSchema })
export type Invitation = z.infer<typeof inviteSchema>

export async function inviteStaff(client: Client, invitation: Invitation): Promise<InviteOutcome> {
  const { email, role } = parseInput(inviteSchema, invitation)
  return inviteFromRow(await invokeAdminUsers(client, { action: 'invite', email, role }))
}

export function useInviteStaff() {
  return useTeamMutation(inviteStaff)
}
