/**
 * The `admin-users` edge function (supabase/functions/admin-users) as the local project answers
 * it: the same request body (read by the function's own parser), in the order of its handler and
 * with the same answers and statuses: a bearer token, a well-formed request, the caller's session
 * (as Auth), the caller's own role read as them (an admin), then the action through the
 * database's staff functions called as the caller, which check the admin role again, keep the
 * last admin and write the audit log. What the function asks of Auth's admin API is done here in
 * SQL as the database's superuser, in the same transaction as the staff function:
 * - an invitation creates the account, with a one-time password and an invitation link (GoTrue's
 *   `token_hash` style, one use, 24 hours: auth-invite.ts answers it). There is no mail in a local
 *   build, so both are in the answer (`one_time_password`, `invitation_link`), for the admin who
 *   invited, once; only a bcrypt hash of the password is kept;
 * - a revocation ends no session (the local backend keeps one per browser: the revoked person's
 *   next request finds no role), so it answers `signedOut: false`;
 * - a reset of second factors deletes them and drops the person's sessions to aal1 (GoTrue's
 *   DowngradeSessionsToAAL1).
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { paths } from '@/config/paths'
import {
  alreadyStaff,
  parseAdminUsersRequest,
  type AdminUsersRequest,
  type Role,
} from '../../../../../supabase/functions/admin-users/request.ts'
import { beginRequest, isDatabaseFailure, jsonRows, type DatabaseFailure, type Sql } from '../request'
import { json, type ProjectRequest } from './http'
import { callerOf } from './mfa'
import { claimsOf } from './tokens'

export const ADMIN_USERS_PATH = '/functions/v1/admin-users'

/** The function reads at most this many bytes of body. */
const MAX_BODY_BYTES = 10_000

const answer = (status: number, body: unknown) => json(status, body, { 'cache-control': 'no-store' })

/** 18 random bytes, as URL-safe base64: 24 characters. */
function oneTimePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}

/** 28 random bytes in hex, the length of GoTrue's token hashes. */
const tokenHash = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(28)), (b) => b.toString(16).padStart(2, '0')).join('')

/** Where the invitation e-mail's link would take the colleague (this site's accept-invitation page). */
const invitationLink = (hash: string) =>
  `${globalThis.location?.origin ?? ''}${paths.acceptInvite}?token_hash=${hash}&type=invite`

/** Runs `work` as the database's superuser (Auth's own tables), then as the caller again. */
async function asAuth<T>(sql: Sql, work: () => Promise<T>): Promise<T> {
  const caller = await sql.query<{ role: string }>(`select current_setting('role') as role`)
  await sql.exec('reset role')
  const result = await work()
  // Back to the caller: what follows runs under their role and row-level security again.
  await sql.query(`select set_config('role', $1, true)`, [caller.rows[0]?.role ?? 'authenticated'])
  return result
}

/** Auth's invitation: the account with this address, created with a one-time password and a link if there is none yet. */
async function invitedAccount(sql: Sql, email: string): Promise<{ password: string; link: string } | undefined> {
  const password = oneTimePassword()
  const hash = tokenHash()
  const created = await asAuth(sql, () =>
    sql.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, invited_at, email_confirmed_at,
                               confirmation_token)
       select gen_random_uuid(), 'authenticated', 'authenticated', $1::text,
              extensions.crypt($2::text, extensions.gen_salt('bf')), now(), now(), $3::text
        where not exists (select 1 from auth.users where lower(email) = $1::text)
       returning id`,
      [email, password, hash],
    ),
  )
  return created.rows.length ? { password, link: invitationLink(hash) } : undefined
}

/** One staff function's jsonb answer, called as the caller. */
const staffFunction = async (sql: Sql, call: string, args: unknown[]) =>
  (await jsonRows<Record<string, unknown>>(sql, `select public.${call} as row`, args))[0] ?? {}

/** As the handler: an address already staff changes nothing; a new one is invited, an existing account gets the role. */
async function invite(sql: Sql, email: string, role: Role) {
  const { rows } = await sql.query<{ user_id: string; email: string; role: Role }>(
    'select m.user_id, m.email, m.role::text as role from public.staff_members() m',
  )
  const existing = rows.find((member) => member.email.toLowerCase() === email)
  if (existing) return alreadyStaff(email, existing)
  const account = await invitedAccount(sql, email)
  const added = await staffFunction(sql, 'add_staff($1, $2)', [email, role])
  // A new account that got its role is an invitation; its password and link go with it, once.
  if (account === undefined || added.outcome !== 'added') return added
  return { ...added, outcome: 'invited', one_time_password: account.password, invitation_link: account.link }
}

/** Checked and recorded by the database first; then Auth's part: the factors go, the sessions drop to aal1. */
async function resetFactors(sql: Sql, userId: string) {
  const recorded = await staffFunction(sql, 'record_factor_reset($1)', [userId])
  const removed = await asAuth(sql, async () => {
    const deleted = await sql.query('delete from auth.mfa_factors where user_id = $1 returning id', [userId])
    await sql.query(`update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1`, [userId])
    return deleted.rows.length
  })
  return { ...recorded, factors: removed }
}

function perform(sql: Sql, request: AdminUsersRequest): Promise<unknown> {
  switch (request.action) {
    case 'invite':
      return invite(sql, request.email, request.role)
    case 'set_role':
      return staffFunction(sql, 'set_staff_role($1, $2)', [request.userId, request.role])
    case 'revoke':
      return staffFunction(sql, 'revoke_staff($1)', [request.userId]).then((revoked) => ({
        ...revoked,
        signedOut: false,
      }))
    case 'reset_factors':
      return resetFactors(sql, request.userId)
  }
}

/** The handler's answer to the database's refusal (its SQLSTATE); any other failure is a 502. */
function refusal(error: DatabaseFailure): Response {
  if (error.code === '23001') return answer(409, { error: 'last_admin', message: error.message })
  if (error.code === '40001' || error.code === '40P01') {
    const message =
      error.code === '40001' ? error.message : 'Another change to the team was saved at the same moment. Try again.'
    return answer(409, { error: 'try_again', message })
  }
  if (error.code === 'P0002') return answer(404, { error: 'not_staff', message: error.message })
  if (error.code === '42501' && error.hint === 'aal2') {
    return answer(403, { error: 'aal2_required', message: error.message })
  }
  if (error.code === '42501') return answer(403, { error: 'forbidden', message: 'Only admins manage staff.' })
  if (error.code === '22023') return answer(400, { error: 'invalid_request', message: error.message })
  return answer(502, { error: 'upstream_error', message: 'Auth or the database could not be reached. Try again.' })
}

export async function answerAdminUsers(db: PGliteInterface, request: ProjectRequest): Promise<Response> {
  if (request.method !== 'POST') return answer(405, { error: 'method_not_allowed' })
  if (!/^Bearer\s+\S+$/i.test(request.headers.authorization ?? '')) {
    return answer(401, { error: 'unauthorized', message: 'Sign in as an admin.' })
  }
  if (new TextEncoder().encode(JSON.stringify(request.body ?? null)).byteLength > MAX_BODY_BYTES) {
    return answer(413, { error: 'payload_too_large' })
  }
  const parsed = parseAdminUsersRequest(request.body)
  if ('error' in parsed) return answer(400, { error: 'invalid_request', message: parsed.error })

  const caller = await callerOf(db, request)
  const claims = claimsOf(request.headers.authorization)
  if (caller instanceof Response || claims instanceof Response) {
    return answer(401, { error: 'unauthorized', message: 'Your session has ended. Sign in again.' })
  }
  try {
    return await db.transaction(async (tx) => {
      await beginRequest(tx, claims)
      const { rows } = await tx.query<{ role: string }>('select role::text from public.user_roles where user_id = $1', [
        caller.account.id,
      ])
      if (rows[0]?.role !== 'admin') return answer(403, { error: 'forbidden', message: 'Only admins manage staff.' })
      return answer(200, await perform(tx, parsed))
    })
  } catch (error) {
    if (!isDatabaseFailure(error)) throw error
    return refusal(error)
  }
}
