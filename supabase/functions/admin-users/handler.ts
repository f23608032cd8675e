/**
 * admin-users as a plain function of (request, dependencies): standard web APIs only, so the same
 * code runs in Deno (index.ts) and in vitest. The dashboard's Team tab calls it with the signed-in
 * admin's access token. In order: the site's origin, a well-formed request (no call is made for
 * a bad one), the caller's JWT (Auth), the caller's admin role (the database), then the action.
 */
import { allowedOrigin, corsHeaders } from '../_shared/cors.ts'
import { readJsonBody } from '../_shared/read-body.ts'
import type { AuthApi } from './auth-api.ts'
import { alreadyStaff, parseAdminUsersRequest, type AdminUsersRequest, type Role } from './request.ts'
import { DbError, type StaffDb } from './staff-db.ts'

export interface AdminUsersDependencies {
  allowedOrigins: readonly string[]
  auth: AuthApi
  /** The database as the caller (their JWT): every staff function checks the admin role again. */
  staffDb(jwt: string): StaffDb
}

type Headers = Record<string, string>

const json = (status: number, body: unknown, headers: Headers) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })

const bearer = (request: Request) => /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null

export async function handleAdminUsers(request: Request, deps: AdminUsersDependencies): Promise<Response> {
  const origin = allowedOrigin(request, deps.allowedOrigins)
  if (!origin) return json(403, { error: 'origin_not_allowed' }, { Vary: 'Origin' })
  const cors = corsHeaders(origin)
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' }, { ...cors, Allow: 'POST, OPTIONS' })

  const jwt = bearer(request)
  if (!jwt) return json(401, { error: 'unauthorized', message: 'Sign in as an admin.' }, cors)
  const read = await readJsonBody(request, 10_000)
  if ('error' in read) return json(read.status, { error: read.error }, cors)
  const parsed = parseAdminUsersRequest(read.body)
  if ('error' in parsed) return json(400, { error: 'invalid_request', message: parsed.error }, cors)

  try {
    const caller = await deps.auth.getUser(jwt)
    if (!caller) return json(401, { error: 'unauthorized', message: 'Your session has ended. Sign in again.' }, cors)
    const db = deps.staffDb(jwt)
    if ((await db.ownRole(caller.id)) !== 'admin') {
      return json(403, { error: 'forbidden', message: 'Only admins manage staff.' }, cors)
    }
    return json(200, await perform(parsed, db, deps.auth), cors)
  } catch (error) {
    return refusal(error, cors)
  }
}

async function perform(request: AdminUsersRequest, db: StaffDb, auth: AuthApi): Promise<unknown> {
  switch (request.action) {
    case 'invite':
      return invite(request.email, request.role, db, auth)
    case 'set_role':
      return db.setRole(request.userId, request.role)
    case 'revoke': {
      // The role goes first: from this moment every request of theirs is refused by the database.
      const revoked = await db.revoke(request.userId)
      try {
        await auth.setBanned(request.userId, true)
        return { ...revoked, signedOut: true }
      } catch (error) {
        console.error('admin-users: access revoked, but signing out failed', error)
        return { ...revoked, signedOut: false, message: 'Access is revoked; their open sessions could not be ended.' }
      }
    }
    case 'reset_factors':
      return resetFactors(request.userId, db, auth)
  }
}

/**
 * The database checks and records the reset first (an admin at aal2 where required, never their
 * own, only a staff member's); then Auth deletes every factor, so the colleague signs in with
 * their password and enrols again. A failure part-way is a 502: sending it again finishes it.
 */
async function resetFactors(userId: string, db: StaffDb, auth: AuthApi) {
  const recorded = await db.recordFactorReset(userId)
  const factors = await auth.listFactors(userId)
  for (const factorId of factors) await auth.deleteFactor(userId, factorId)
  return { ...recorded, factors: factors.length }
}

/** An address that is already staff changes nothing; a new one is invited, an existing account gets the role. */
async function invite(email: string, role: Role, db: StaffDb, auth: AuthApi) {
  const existing = (await db.members()).find((member) => member.email.toLowerCase() === email)
  if (existing) return alreadyStaff(email, existing)
  const invited = await auth.invite(email)
  const added = await db.addStaff(email, role)
  // An account that existed (a former colleague) may still be banned from an earlier revocation.
  if (invited.status === 'exists' && added.outcome === 'added') await auth.setBanned(added.user_id, false)
  return { ...added, outcome: invited.status === 'invited' && added.outcome === 'added' ? 'invited' : added.outcome }
}

function refusal(error: unknown, cors: Headers): Response {
  if (error instanceof DbError) {
    if (error.code === '23001') return json(409, { error: 'last_admin', message: error.message }, cors)
    // Another change to the team was saved at the same moment (the staff functions' team lock):
    // nothing was changed, and the same request may simply be sent again.
    if (error.code === '40001' || error.code === '40P01') {
      const message =
        error.code === '40001' ? error.message : 'Another change to the team was saved at the same moment. Try again.'
      return json(409, { error: 'try_again', message }, cors)
    }
    if (error.code === 'P0002') return json(404, { error: 'not_staff', message: error.message }, cors)
    if (error.code === '42501' && error.hint === 'aal2') {
      return json(403, { error: 'aal2_required', message: error.message }, cors)
    }
    if (error.code === '42501') return json(403, { error: 'forbidden', message: 'Only admins manage staff.' }, cors)
    if (error.code === '22023') return json(400, { error: 'invalid_request', message: error.message }, cors)
  }
  console.error('admin-users: the request failed', error)
  return json(502, { error: 'upstream_error', message: 'Auth or the database could not be reached. Try again.' }, cors)
}
