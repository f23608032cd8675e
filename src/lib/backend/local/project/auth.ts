/**
 * Supabase Auth (GoTrue) for the local project, as far as supabase-js asks it: the password grant
 * checks `auth.users` in SQL (pgcrypto's crypt) as GoTrue does, the refresh grant gives a new
 * session while the account exists, and logout answers. Tokens are JWT-shaped with GoTrue's claims
 * and unsigned: the local database is the visitor's own (the console queries it as its
 * superuser), so a signature would keep nothing from anyone.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { createId } from '@/lib/utils'
import { claimsFor } from '../request'
import { json, type ProjectRequest } from './http'

/** A JWT's claims: `role` is the database role the request runs as. */
export type Claims = { role: string; exp?: number } & Record<string, unknown>

const TOKEN_SECONDS = 3600

const base64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')

function decoded(part: string): unknown {
  const bytes = Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes))
}

/** A token carrying `claims`, in the JWT's shape. */
export const tokenFor = (claims: Claims) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.local`

/** The anon key: a token with the role `anon`. */
export const ANON_KEY = tokenFor(claimsFor(null))

const postgrestError = (code: string, message: string) => json(401, { code, message, details: null, hint: null })

/** A request's claims, from its bearer token (the anon key's when it has none), or PostgREST's refusal. */
export function claimsOf(authorization: string | undefined): Claims | Response {
  let claims: unknown
  try {
    claims = decoded((authorization ?? `Bearer ${ANON_KEY}`).replace(/^Bearer /, '').split('.')[1] ?? '')
  } catch {
    return postgrestError('PGRST301', 'JWSError JWSInvalidSignature')
  }
  if (typeof claims !== 'object' || claims === null || typeof (claims as Claims).role !== 'string') {
    return postgrestError('PGRST301', 'JWSError JWSInvalidSignature')
  }
  const { exp } = claims as Claims
  return exp === undefined || exp > Date.now() / 1000 ? (claims as Claims) : postgrestError('PGRST303', 'JWT expired')
}

/** GoTrue's answer to a grant: the session and its user. */
export function gotrueSession(user: { id: string; email: string | null }, accessToken: string, expiresAt: number) {
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

/** A new session: each has an id of its own, as GoTrue's do, so no two sessions share a token. */
function session(user: { id: string; email: string }): Response {
  const claims = { ...claimsFor(user), session_id: createId(), exp: Math.floor(Date.now() / 1000) + TOKEN_SECONDS }
  return json(200, gotrueSession(user, tokenFor(claims), claims.exp))
}

const refused = (code: string, message: string) => json(400, { code: 400, error_code: code, msg: message })

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
    return user ? session(user) : refused('invalid_credentials', 'Invalid login credentials')
  }
  if (method === 'POST' && path === '/auth/v1/token' && query.grant_type === 'refresh_token') {
    const userId = typeof body.refresh_token === 'string' ? body.refresh_token.split('.')[0] : undefined
    const { rows } = await db.query<{ id: string; email: string }>(
      'select id, email from auth.users where id::text = $1',
      [userId ?? ''],
    )
    const user = rows[0]
    return user ? session(user) : refused('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
  }
  if (method === 'POST' && path === '/auth/v1/logout') return new Response(null, { status: 204 })
  return undefined
}
