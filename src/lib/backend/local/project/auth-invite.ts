/**
 * GoTrue's side of an invitation for the local project: `POST /verify` with an invitation's
 * `token_hash` (one use, within a day, as GoTrue's mailer links) opens the invited person's
 * session, and `PUT /user` sets the signed-in person's password under GoTrue's rules (the
 * project's minimum length, bcrypt's 72 bytes, and aal2 once the account has a verified factor).
 * The local admin-users function (admin-users.ts) writes the token when it creates the account.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { PASSWORD_MAX, PASSWORD_MIN } from '../../password-rules'
import type { ProjectRequest } from './http'
import { json } from './http'
import { callerOf } from './mfa'
import { authError, gotrueUser, openSession } from './sessions'

/** GoTrue's mailer_otp_exp default: an invitation link works for a day. */
const INVITE_HOURS = 24

async function verifyInvitation(db: PGliteInterface, body: Record<string, unknown>): Promise<Response> {
  const hash = typeof body.token_hash === 'string' ? body.token_hash : ''
  if (body.type !== 'invite' || !hash)
    return authError(400, 'validation_failed', 'Verify requires a token or a token hash')
  const { rows } = await db.query<{ id: string; email: string }>(
    `update auth.users set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
                           last_sign_in_at = now()
      where confirmation_token = $1 and invited_at > now() - make_interval(hours => $2)
      returning id, email`,
    [hash, INVITE_HOURS],
  )
  const account = rows[0]
  return account ? openSession(db, account) : authError(403, 'otp_expired', 'Email link is invalid or has expired')
}

async function updatePassword(db: PGliteInterface, request: ProjectRequest): Promise<Response> {
  const caller = await callerOf(db, request)
  if (caller instanceof Response) return caller
  const { password } = (request.body ?? {}) as Record<string, unknown>
  if (typeof password !== 'string') return json(200, await gotrueUser(db, caller.account))
  if (password.length < PASSWORD_MIN) {
    return authError(422, 'weak_password', `Password should be at least ${PASSWORD_MIN} characters.`)
  }
  if (new TextEncoder().encode(password).length > PASSWORD_MAX) {
    return authError(422, 'validation_failed', `Password cannot be longer than ${PASSWORD_MAX} characters`)
  }
  const { rows } = await db.query<{ verified: number }>(
    `select count(*)::int as verified from auth.mfa_factors where user_id = $1 and status = 'verified'`,
    [caller.account.id],
  )
  if ((rows[0]?.verified ?? 0) > 0 && caller.session.aal !== 'aal2') {
    return authError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    )
  }
  await db.query(
    `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')), updated_at = now()
      where id = $1`,
    [caller.account.id, password],
  )
  return json(200, await gotrueUser(db, caller.account))
}

/** POST /verify (an invitation) and PUT /user; undefined for any other request. */
export async function answerInvite(db: PGliteInterface, request: ProjectRequest): Promise<Response | undefined> {
  if (request.method === 'POST' && request.path === '/auth/v1/verify') {
    return verifyInvitation(db, (request.body ?? {}) as Record<string, unknown>)
  }
  if (request.method === 'PUT' && request.path === '/auth/v1/user') return updatePassword(db, request)
  return undefined
}
