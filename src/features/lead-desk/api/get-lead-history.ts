/**
 * A lead's history: its notes and status changes, newest first, a page at a time (`lead_notes`).
 * Staff only: a member reads nothing, a visitor is refused (`forbidden`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { LeadNote } from '@/lib/backend/lead-desk-schema'
import type { Page } from '@/lib/backend/page'
import { noteFromRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'
import { readNewestFirst } from '@/lib/backend/supabase/paged-read'

export function getLeadHistory(
  client: Client,
  leadId: string,
  paging: { page?: number; pageSize?: number } = {},
): Promise<Page<LeadNote>> {
  const matching = (head: boolean) =>
    client.from('lead_notes').select('*', { count: 'exact', head }).eq('submission_id', leadId)
  return readNewestFirst(matching, 'created_at', paging, noteFromRow)
}

const leadHistoryQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ['admin', 'notes', leadId],
    queryFn: async () => getLeadHistory(await getClient(), leadId, { pageSize: 100 }),
    staleTime: 0,
  })

export function useLeadHistory(leadId: string) {
  return useQuery(leadHistoryQueryOptions(leadId))
}
