/**
 * An admin sets a lead's status; the database records the change in the lead's history (with
 * who). An unknown status is `invalid`, an unknown id (or a lead a non-admin may not change)
 * `not_found`, a visitor is refused (`forbidden`).
 */
import { useMutation } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { LeadStatus } from '@/lib/backend/kinds'
import { leadStatusSchema } from '@/lib/backend/lead-desk-schema'
import { parseInput } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { useRefreshLead } from './refresh-lead'
import { updateLead } from './update-lead'

export async function setLeadStatus(client: Client, id: string, status: LeadStatus): Promise<void> {
  await updateLead(client, id, { status: parseInput(leadStatusSchema, status) })
}

export function useSetLeadStatus() {
  const refresh = useRefreshLead()
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: LeadStatus }) =>
      setLeadStatus(await getClient(), id, status),
    onSettled: (_data, _error, { id }) => refresh(id),
  })
}
