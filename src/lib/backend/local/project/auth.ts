/**
 * Supabase Auth (GoTrue) for the local project, as far as supabase-js asks it: the password grant
 * checks `auth.users` in SQL (pgcrypto's crypt) as GoTrue does and opens a session (sessions.ts),
 * the refresh grant answers for a session that still exists, with its level; logout ends the
 * session; the user and the MFA endpoints are mfa.ts's. Tokens: tokens.ts.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { answerInvite } from './auth-invite'
import type { ProjectRequest } from './http'
import { answerMfa } from './mfa'
import { authError, openSession, refreshSession } from './sessions'

export { gotrueSession } from './sessions'
import { claimsOf } from './tokens'

export { ANON_KEY, claimsOf, tokenFor, type Claims } from './tokens'

/** The account this password opens, checked in SQL as GoTrue checks it (pgcrypto's crypt), or undefined. */
export async function checkPassword(
  db: PGliteInterface,
  email: string,
  password: string,
): Promise<{ id: string; email: string } | undefined> {
  const found = await db.query<{ id: string; email: string }>(
    `update auth.users set last_sign_in_at = now()
      where lower(email) = lower($1) and encrypted_password = extensions.crypt($2, encrypted_password)
      returning id, email`,
    [email.trim(), password],
  )
  return found.rows[0]
}

const refused = (code: string, message: string) => authError(400, code, message)

/** GoTrue's answer to a request under /auth/v1/, or undefined for one this step does not know. */
export async function answerAuth(db: PGliteInterface, request: ProjectRequest): Promise<Response | undefined> {
  const { method, path, query } = request
  const body = (request.body ?? {}) as Record<string, unknown>
  if (method === 'POST' && path === '/auth/v1/token' && query.grant_type === 'password') {
    const { email, password } = body
    if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password) {
      return refused('validation_failed', 'missing email or phone')
    }
    const user = await checkPassword(db, email, password)
    return user ? openSession(db, user) : refused('invalid_credentials', 'Invalid login credentials')
  }
  if (method === 'POST' && path === '/auth/v1/token' && query.grant_type === 'refresh_token') {
    return (
      (await refreshSession(db, body.refresh_token)) ??
      refused('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    )
  }
  if (method === 'POST' && path === '/auth/v1/logout') {
    // GoTrue's scopes: global (supabase-js's default) ends every session of the person, local
    // this one, others all but this one.
    const claims = claimsOf(request.headers.authorization)
    if (!(claims instanceof Response) && typeof claims.session_id === 'string') {
      const scope = query.scope === 'local' || query.scope === 'others' ? query.scope : 'global'
      await db.query(
        `delete from auth.sessions s using auth.sessions own
          where own.id::text = $1 and s.user_id = own.user_id
            and case $2 when 'local' then s.id = own.id when 'others' then s.id <> own.id else true end`,
        [claims.session_id, scope],
      )
    }
    return new Response(null, { status: 204 })
  }
  return (await answerInvite(db, request)) ?? answerMfa(db, request)
}
