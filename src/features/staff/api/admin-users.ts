/**
 * The `admin-users` edge function, which the team's changes go through in both builds
 * (invitations, role changes, revocations and second-factor resets need Auth's admin API, which
 * only the function may call; a local build's project answers the same request from its database).
 * supabase-js `functions.invoke` sends the signed-in admin's token; the function checks it, then
 * the admin role in the database, and answers `{ error, message }` with an HTTP status when it
 * refuses. After a change, the team and the audit trail are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { BackendErrorCode } from '@/lib/backend/errors'
import type { StaffRole } from '@/lib/backend/kinds'
import type { Client } from '@/lib/backend/supabase/client'
import { run } from '@/lib/backend/supabase/errors'
import { fromFunction } from '@/lib/backend/supabase/function-errors'

/** What the function is asked (supabase/functions/admin-users/request.ts reads the same body). */
export type AdminUsersRequest =
  | { action: 'invite'; email: string; role: StaffRole }
  | { action: 'set_role'; userId: string; role: StaffRole }
  | { action: 'revoke'; userId: string }
  | { action: 'reset_factors'; userId: string }

/** What the staff screens do with each of the function's refusals (its message is shown as it is). */
const STATUS_CODES: Record<number, BackendErrorCode> = {
  400: 'invalid',
  401: 'auth',
  403: 'forbidden',
  404: 'not_found',
  409: 'last_admin',
  429: 'rate_limited',
}

/** 409 `try_again`: another admin changed the team at the same moment; a passing failure. */
const isTryAgain = (body: unknown) =>
  body !== null && typeof body === 'object' && 'error' in body && body.error === 'try_again'

const refusalCode = (status: number, body: unknown) => (isTryAgain(body) ? 'server' : STATUS_CODES[status])

/** The function's answer to one request; a refusal throws as a BackendError. */
export async function invokeAdminUsers(client: Client, body: AdminUsersRequest): Promise<unknown> {
  const result = await run(client.functions.invoke<unknown>('admin-users', { body }))
  if (result.error !== null) throw await fromFunction(result.error, 'admin-users', refusalCode)
  return result.data
}

/** A change to the team: the list and the audit trail are read again after it, whatever its outcome. */
export function useTeamMutation<Input, Output>(change: (client: Client, input: Input) => Promise<Output>) {
  const queries = useQueryClient()
  return useMutation({
    mutationFn: async (input: Input) => change(await getClient(), input),
    onSettled: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: ['admin', 'team'] }),
        queries.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  })
}
