/** Admins only: every staff member with their role, when invited and last signed in (public.staff_members()). */
import { useQuery } from '@tanstack/react-query'
import { readOptions } from '@/lib/read-options'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { staffFromRows } from '@/lib/backend/team-rows'
import type { StaffMember } from '@/lib/backend/team-schema'

export async function getStaff(client: Client): Promise<StaffMember[]> {
  return staffFromRows(await dataOrThrow(client.rpc('staff_members').retry(false), 'read'))
}

export function useStaff() {
  return useQuery(readOptions(['admin', 'team', 'staff'], getStaff))
}
