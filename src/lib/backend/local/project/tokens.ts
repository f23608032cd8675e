/**
 * The local project's tokens: JWT-shaped with GoTrue's claims and unsigned. The local database is
 * the visitor's own (the console queries it as its superuser), so a signature would keep nothing
 * from anyone.
 */
import { claimsFor } from '../request'
import { json } from './http'

/** A JWT's claims: `role` is the database role the request runs as. */
export type Claims = { role: string; exp?: number } & Record<string, unknown>

const base64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')

function decoded(part: string): unknown {
  const bytes = Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes))
}

/** "local" in base64url: a signature part supabase-js's decoder accepts, never checked. */
const SIGNATURE = 'bG9jYWw'

/** A token carrying `claims`, in the JWT's shape. */
export const tokenFor = (claims: Claims) =>
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.${SIGNATURE}`

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
