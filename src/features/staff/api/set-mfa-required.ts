/**
 * Turns the firm's "staff sign in with a second factor" setting on or off:
 * `public.set_staff_mfa_required(required)`, admins only, audited by the database.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { staffSecuritySchema, type StaffSecurity } from '@/lib/staff/auth/get-staff-security'

export async function setMfaRequired(client: Client, required: boolean): Promise<StaffSecurity> {
  const answer = await dataOrThrow(client.rpc('set_staff_mfa_required', { required }), 'admin-write')
  return parseAnswer(staffSecuritySchema, answer, 'set_staff_mfa_required')
}

/** After a change the setting and the audit log are read again (`onChanged` first, as the screen says so). */
export function useSetMfaRequired(on: { changed: (settings: StaffSecurity) => void; refused: (error: Error) => void }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (required: boolean) => setMfaRequired(await getClient(), required),
    onSuccess: async (settings) => {
      on.changed(settings)
      await queryClient.invalidateQueries({ queryKey: ['auth', 'security'] })
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
    },
    onError: on.refused,
  })
}
