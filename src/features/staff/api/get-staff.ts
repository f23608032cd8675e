/** Admins only: every staff member with their role, when invited and last signed in (public.staff_members()). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { staffFromRows } from '@/lib/backend/team-rows'
import type { StaffMember } from '@/lib/backend/team-schema'

export async function getStaff(client: Client): Promise<StaffMember[]> {
  return staffFromRows(await dataOrThrow(client.rpc('staff_members').retry(false), 'read'))
}

const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'team', 'staff'],
    queryFn: async () => getStaff(await getClient()),
    staleTime: 0,
  })

export function useStaff() {
  return useQuery(staffQueryOptions())
}
