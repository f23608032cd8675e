/**
 * Staff over the `admin-users` edge function (invitations, role changes and revocations need
 * the Auth admin API, which only the function may call) and the staff_members() rpc. supabase-js
 * `functions.invoke` sends the signed-in admin's token; the function checks it, then the admin
 * role in the database, and answers {error, message} with an HTTP status when it refuses.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { inviteSchema, type TeamPort } from '../team-schema'
import type { BackendErrorCode } from '../errors'
import { parseInput } from '../parse-input'
import { factorResetFromRow, inviteFromRow, revocationFromRow, roleChangeFromRow, staffFromRows } from '../team-rows'
import type { Database } from './database.types'
import { dataOrThrow, run } from './errors'
import { fromFunction } from './function-errors'

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

export function createSupabaseTeam(client: SupabaseClient<Database>): TeamPort {
  async function call(body: Record<string, string>): Promise<unknown> {
    const result = await run(client.functions.invoke<unknown>('admin-users', { body }))
    if (result.error !== null) throw await fromFunction(result.error, 'admin-users', refusalCode)
    return result.data
  }
  return {
    async list() {
      return staffFromRows(await dataOrThrow(client.rpc('staff_members').retry(false), 'read'))
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
