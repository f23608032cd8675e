/**
 * Supabase Auth (GoTrue) for tests, over the test database: the password grant checks
 * `auth.users` in SQL (pgcrypto's crypt), as GoTrue does. Access tokens are JWT-shaped with
 * GoTrue's claims; the tokens this step issued are the valid ones (its stand-in for the signature).
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { checkPassword } from '@/lib/backend/local/auth'
import { claimsFor } from '@/lib/backend/local/request'
import { json, type RecordedRequest } from './recording-fetch'

/** A JWT's claims: `role` is the database role the request runs as. */
export type Claims = { role: string; exp?: number } & Record<string, unknown>

const TOKEN_SECONDS = 3600
const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
const jwt = (claims: Claims) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.test-signature`
const postgrestError = (code: string, message: string) => json(401, { code, message, details: null, hint: null })

/** The test project: its address and its anon key (a JWT with the role `anon`). */
export const TEST_PROJECT = { url: 'https://test-project.supabase.co', anonKey: jwt(claimsFor(null)) }

/** GoTrue's answer to a grant: the session and its user. */
export function gotrueSession(user: { id: string; email: string | null }, accessToken: string, expiresAt: number) {
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: `refresh-${user.id}`,
    user: {
      ...user,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email' },
      user_metadata: {},
    },
  }
}

export function createGoTrue(db: PGliteInterface) {
  const issued = new Map<string, Claims>()

  async function passwordGrant(body: unknown): Promise<Response> {
    const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown }
    const user = typeof email === 'string' && typeof password === 'string' && (await checkPassword(db, email, password))
    if (!user) return json(400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })
    const claims = { ...claimsFor(user), exp: Math.floor(Date.now() / 1000) + TOKEN_SECONDS }
    const token = jwt(claims)
    issued.set(token, claims)
    return json(200, gotrueSession(user, token, claims.exp))
  }

  return {
    /** GoTrue's answer to a request under /auth/v1/, or undefined for one this step does not know. */
    async answer({ method, path, query, body }: RecordedRequest): Promise<Response | undefined> {
      if (method === 'POST' && path === '/auth/v1/token' && query.grant_type === 'password') return passwordGrant(body)
      if (method === 'POST' && path === '/auth/v1/logout') return new Response(null, { status: 204 })
      return undefined
    },
    /** A request's claims: the anon key's, or those of a token this step issued, while it lasts. */
    claimsOf(authorization: string | undefined): Claims | Response {
      const token = authorization?.replace(/^Bearer /, '') ?? TEST_PROJECT.anonKey
      if (token === TEST_PROJECT.anonKey) return claimsFor(null)
      const claims = issued.get(token)
      if (!claims) return postgrestError('PGRST301', 'JWSError JWSInvalidSignature')
      return (claims.exp ?? 0) > Date.now() / 1000 ? claims : postgrestError('PGRST303', 'JWT expired')
    },
  }
}
