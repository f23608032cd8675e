/**
 * Admins only (`forbidden` for anyone else): everyone who appears as an actor in the audit trail,
 * former staff included, with how many entries each has (public.audit_actors()), for the person filter.
 */
import { useQuery } from '@tanstack/react-query'
import { readOptions } from '@/lib/read-options'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { actorsFromRows } from '@/lib/backend/team-rows'
import type { AuditActor } from '@/lib/backend/team-schema'

export async function getAuditActors(client: Client): Promise<AuditActor[]> {
  return actorsFromRows(await dataOrThrow(client.rpc('audit_actors').retry(false), 'read'))
}

export function useAuditActors() {
  return useQuery(readOptions(['admin', 'audit', 'actors'], getAuditActors))
}
