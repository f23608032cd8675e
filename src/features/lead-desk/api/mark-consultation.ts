/**
 * An admin marks a consultation that has begun attended or a no-show: one call of
 * public.mark_consultation(lead_id, outcome), which refuses one not yet begun or cancelled.
 */
import { useMutation } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { useRefreshLead } from './refresh-lead'

export type ConsultationOutcome = 'attended' | 'no_show'

export async function markConsultation(id: string, outcome: ConsultationOutcome): Promise<void> {
  const client = await getClient()
  await dataOrThrow(client.rpc('mark_consultation', { lead_id: id, outcome }), 'admin-write')
}

export function useMarkConsultation() {
  const refresh = useRefreshLead()
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: ConsultationOutcome }) => markConsultation(id, outcome),
    onSettled: (_data, _error, { id }) => refresh(id),
  })
}
