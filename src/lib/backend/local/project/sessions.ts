/**
 * GoTrue's sessions for the local project, kept in `auth.sessions` as GoTrue keeps them: each
 * sign-in opens one at `aal1`; a verified second factor raises it to `aal2`; a refresh token names
 * its session, so a refreshed token keeps the session's level. Users are answered with their
 * factors (`auth.mfa_factors`), as GoTrue's user object carries them for supabase-js's
 * `listFactors` and `getAuthenticatorAssuranceLevel`.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { createId } from '@/lib/utils'
import { claimsFor } from '../request'
import { tokenFor } from './tokens'
import { json } from './http'

const TOKEN_SECONDS = 3600

export interface Account {
  id: string
  email: string
}

interface SessionRow {
  id: string
  aal: 'aal1' | 'aal2'
  created_at: string
  updated_at: string
}

type Db = Pick<PGliteInterface, 'query'>

/** GoTrue's error answer. */
export const authError = (status: number, code: string, message: string) =>
  json(status, { code: status, error_code: code, msg: message })

/** GoTrue's user object: the account, and its factors when it has any. */
export async function gotrueUser(db: Db, account: Account) {
  const { rows } = await db.query<Record<string, string>>(
    `select id, friendly_name, factor_type::text, status::text, created_at, updated_at
       from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [account.id],
  )
  return {
    ...account,
    aud: 'authenticated',
    role: 'authenticated',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    ...(rows.length ? { factors: rows } : {}),
  }
}

/** A new session at aal1 (a password sign-in) for this account. */
export async function openSession(db: Db, account: Account): Promise<Response> {
  const { rows } = await db.query<SessionRow>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal)
     values (gen_random_uuid(), $1, now(), now(), 'aal1') returning id, aal, created_at, updated_at`,
    [account.id],
  )
  return sessionAnswer(db, account, rows[0]!)
}

/** The session this token was issued for, with its account, or undefined when either is gone. */
export async function findSession(
  db: Db,
  sessionId: unknown,
): Promise<{ account: Account; session: SessionRow } | undefined> {
  if (typeof sessionId !== 'string') return undefined
  const { rows } = await db.query<SessionRow & { user_id: string; email: string }>(
    `select s.id, s.aal::text as aal, s.created_at, s.updated_at, u.id as user_id, u.email
       from auth.sessions s join auth.users u on u.id = s.user_id where s.id::text = $1`,
    [sessionId],
  )
  const row = rows[0]
  return row && { account: { id: row.user_id, email: row.email }, session: row }
}

/** The session raised to aal2 by a verified factor. */
export async function raiseSession(db: Db, account: Account, sessionId: string, factorId: string): Promise<Response> {
  const { rows } = await db.query<SessionRow>(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now()
      where id = $1 returning id, aal::text as aal, created_at, updated_at`,
    [sessionId, factorId],
  )
  return sessionAnswer(db, account, rows[0]!)
}

/** The refresh token's session, answered anew (its level kept), or undefined when it is gone. */
export async function refreshSession(db: Db, refreshToken: unknown): Promise<Response | undefined> {
  const sessionId = typeof refreshToken === 'string' ? refreshToken.split('.')[0] : undefined
  const found = await findSession(db, sessionId)
  if (!found) return undefined
  await db.query('update auth.sessions set refreshed_at = now() where id = $1', [found.session.id])
  return sessionAnswer(db, found.account, found.session)
}

/** GoTrue's answer to a grant, for a token made elsewhere (tests answer supabase-js with it). */
export function gotrueSession(user: Account, accessToken: string, expiresAt: number) {
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: `${user.id}.${createId()}`,
    user: {
      ...user,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email' },
      user_metadata: {},
    },
  }
}

const epoch = (timestamp: string | Date) => Math.floor(new Date(timestamp).getTime() / 1000)

/** GoTrue's answer to a grant: tokens with the session's level and methods (`amr`), and the user. */
async function sessionAnswer(db: Db, account: Account, session: SessionRow): Promise<Response> {
  const exp = Math.floor(Date.now() / 1000) + TOKEN_SECONDS
  const amr = [{ method: 'password', timestamp: epoch(session.created_at) }]
  if (session.aal === 'aal2') amr.unshift({ method: 'totp', timestamp: epoch(session.updated_at) })
  const claims = { ...claimsFor(account), session_id: session.id, aal: session.aal, amr, exp }
  return json(200, {
    ...gotrueSession(account, tokenFor(claims), exp),
    refresh_token: `${session.id}.${createId()}`,
    user: await gotrueUser(db, account),
  })
}
