/**
 * Admins only: takes a staff member's role away (admin-users, then public.revoke_staff()); their
 * next request finds no role. With Supabase their open sessions end too (an Auth ban: `signedOut`).
 * The last admin is never revoked (`last_admin`); someone who is not staff: `not_found`.
 */
import type { Client } from '@/lib/backend/supabase/client'
import { revocationFromRow } from '@/lib/backend/team-rows'
import type { Revocation } from '@/lib/backend/team-schema'
import { invokeAdminUsers, useTeamMutation } from './admin-users'

export async function revokeStaff(client: Client, userId: string): Promise<Revocation> {
  return revocationFromRow(await invokeAdminUsers(client, { action: 'revoke', userId }))
}

export function useRevokeStaff() {
  return useTeamMutation(revokeStaff)
}
