/**
 * Turns the firm's "Require approval before publishing" setting on or off:
 * `public.set_approval_required(required)`, admins only, audited by the database.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { SUPERVISION_QUERY_KEY, supervisionSchema, type Supervision } from '@/lib/staff/supervision'

export async function setApprovalRequired(client: Client, required: boolean): Promise<Supervision> {
  const answer = await dataOrThrow(client.rpc('set_approval_required', { required }), 'admin-write')
  return parseAnswer(supervisionSchema, answer, 'set_approval_required')
}

/** After a change the setting and the audit log are read again (`changed` first, as the screen says so). */
export function useSetApprovalRequired(on: {
  changed: (settings: Supervision) => void
  refused: (error: Error) => void
}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (required: boolean) => setApprovalRequired(await getClient(), required),
    onSuccess: async (settings) => {
      on.changed(settings)
      await queryClient.invalidateQueries({ queryKey: SUPERVISION_QUERY_KEY })
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
    },
    onError: on.refused,
  })
}
