/**
 * Admins only: removes every second factor of a colleague (admin-users: recorded by
 * public.record_factor_reset() first, then deleted by Auth), who then signs in with their password
 * and enrols again. Never one's own (`invalid`).
 */
import type { Client } from '@/lib/backend/supabase/client'
import { factorResetFromRow } from '@/lib/backend/team-rows'
import type { FactorReset } from '@/lib/backend/team-schema'
import { invokeAdminUsers, useTeamMutation } from './admin-users'

export async function resetFactors(client: Client, userId: string): Promise<FactorReset> {
  return factorResetFromRow(await invokeAdminUsers(client, { action: 'reset_factors', userId }))
}

export function useResetFactors() {
  return useTeamMutation(resetFactors)
}
