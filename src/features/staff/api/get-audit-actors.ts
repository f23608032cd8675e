/**
 * Admins only (`forbidden` for anyone else): everyone who appears as an actor in the audit trail,
 * former staff included, with how many entries each has (public.audit_actors()), for the person filter.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { actorsFromRows } from '@/lib/backend/team-rows'
import type { AuditActor } from '@/lib/backend/team-schema'

export async function getAuditActors(client: Client): Promise<AuditActor[]> {
  return actorsFromRows(await dataOrThrow(client.rpc('audit_actors').retry(false), 'read'))
}

const auditActorsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'audit', 'actors'],
    queryFn: async () => getAuditActors(await getClient()),
    staleTime: 0,
  })

export function useAuditActors() {
  return useQuery(auditActorsQueryOptions())
}
