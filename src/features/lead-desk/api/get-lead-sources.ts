/**
 * Every source with its number of leads, most leads first (`lead_sources()`): the source
 * filter's choices. Staff only: a member gets none, a visitor is refused (`forbidden`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
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

const leadSourcesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'submissions', 'sources'],
    queryFn: async () => getLeadSources(await getClient()),
    staleTime: 60_000,
  })

export function useLeadSources() {
  return useQuery(leadSourcesQueryOptions())
}
