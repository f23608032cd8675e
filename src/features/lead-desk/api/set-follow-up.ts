/**
 * An admin sets a lead's follow-up date (YYYY-MM-DD, a real calendar date), or clears it with
 * null. A malformed date is `invalid`, an unknown id (or a lead a non-admin may not change)
 * `not_found`.
 */
import { useMutation } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { isoDateSchema } from '@/lib/backend/lead-desk-schema'
import { parseInput } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { useRefreshLead } from './refresh-lead'
import { updateLead } from './update-lead'

export async function setFollowUp(client: Client, id: string, date: string | null): Promise<void> {
  await updateLead(client, id, { follow_up_on: parseInput(isoDateSchema.nullable(), date) })
}

export function useSetFollowUp() {
  const refresh = useRefreshLead()
  return useMutation({
    mutationFn: async ({ id, date }: { id: string; date: string | null }) => setFollowUp(await getClient(), id, date),
    onSettled: (_data, _error, { id }) => refresh(id),
  })
}
