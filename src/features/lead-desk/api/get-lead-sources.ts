/**
 * Every source with its number of leads, most leads first (`lead_sources()`): the source
 * filter's choices. Staff only: a member gets none, a visitor is refused (`forbidden`).
 */
import { useQuery } from '@tanstack/react-query'
import { readOptions } from '@/lib/read-options'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'

export interface LeadSource {
  source: string
  leads: number
}

export async function getLeadSources(client: Client): Promise<LeadSource[]> {
  const rows = await dataOrThrow(client.rpc('lead_sources').retry(false), 'read')
  return rows.map((row) => ({ source: row.source, leads: Number(row.leads) }))
}

export function useLeadSources() {
  return useQuery(readOptions(['admin', 'submissions', 'sources'], getLeadSources, { staleTime: 60_000 }))
}
