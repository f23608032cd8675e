/**
 * Staff over the `admin-users` edge function (invitations, role changes and revocations need
 * the Auth admin API, which only the function may call) and the staff_members() rpc. supabase-js
 * `functions.invoke` sends the signed-in admin's token; the function checks it, then the admin
 * role in the database, and answers {error, message} with an HTTP status when it refuses.
 */
import { FunctionsFetchError, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { BackendError, inviteSchema, type BackendErrorCode, type TeamPort } from '../ports'
import { parseInput } from '../parse-input'
import { factorResetFromRow, inviteFromRow, revocationFromRow, roleChangeFromRow, staffFromRows } from '../team-rows'
import type { Database } from './database.types'
import { fromPostgrest, fromUnknown, run } from './errors'

const STATUS_CODES: Record<number, BackendErrorCode> = {
  400: 'invalid',
  401: 'auth',
  403: 'forbidden',
  404: 'not_found',
  409: 'last_admin',
}

/** The function's refusal as a BackendError, with its message. */
export async function fromFunction(error: unknown): Promise<BackendError> {
  if (error instanceof FunctionsHttpError && error.context instanceof Response) {
    const response = error.context
    const body: unknown = await response.json().catch(() => null)
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `admin-users answered ${response.status}`
    const code = isTryAgain(body)
      ? 'server'
      : (STATUS_CODES[response.status] ?? (response.status === 429 ? 'rate_limited' : 'server'))
    return new BackendError(code, message, { cause: { status: response.status } })
  }
  if (error instanceof FunctionsFetchError) {
    return new BackendError('network', 'Network error: the backend could not be reached', { cause: error })
  }
  return fromUnknown(error)
}

/** 409 `try_again`: another admin changed the team at the same moment; a passing failure. */
const isTryAgain = (body: unknown) =>
  body !== null && typeof body === 'object' && 'error' in body && body.error === 'try_again'

export function createSupabaseTeam(client: SupabaseClient<Database>): TeamPort {
  async function call(body: Record<string, string>): Promise<unknown> {
    const result = await run(client.functions.invoke<unknown>('admin-users', { body }))
    if (result.error !== null) throw await fromFunction(result.error)
    return result.data
  }
  return {
    async list() {
      const { data, error, status } = await run(client.rpc('staff_members').retry(false))
      if (error) throw fromPostgrest(error, status, 'read')
      return staffFromRows(data)
    },
    async invite(invitation) {
      const { email, role } = parseInput(inviteSchema, invitation)
      return inviteFromRow(await call({ action: 'invite', email, role }))
    },
    async setRole(userId, role) {
      return roleChangeFromRow(await call({ action: 'set_role', userId, role }))
    },
    async revoke(userId) {
      return revocationFromRow(await call({ action: 'revoke', userId }))
    },
    async resetFactors(userId) {
      return factorResetFromRow(await call({ action: 'reset_factors', userId }))
    },
  }
}
