/**
 * A fake Supabase for the admin-users tests: the Auth API (GoTrue) and the Data API (PostgREST)
 * as one request handler, standard web APIs only, so Deno serves it on a port (serve.deno.test.ts)
 * and vitest calls it as `fetch` (handler.test.ts). It records every call. Tokens are opaque
 * strings mapped to users; the database's answers to the staff functions are scripted per test
 * (the rules behind them are the database's, proven by supabase/tests/91_team.test.sql).
 */
import type { Role } from './request.ts'

export const SERVICE_KEY = 'service-role-key'
export const ANON_KEY = 'anon-key'

export interface Call {
  method: string
  path: string
  query: string
  apikey: string | null
  authorization: string | null
  body: Record<string, unknown> | null
}

type Answer = { status: number; body?: unknown }

export function createFakeSupabase() {
  const calls: Call[] = []
  /** Access tokens Auth accepts, and whose they are. */
  const sessions = new Map<string, { id: string; email: string }>()
  /** user_roles as each caller reads it (their own row, under row-level security). */
  const roles = new Map<string, Role>()
  /** The database's answer to each staff function (default: 404, as for an unknown function). */
  const rpc = new Map<string, (args: Record<string, unknown>) => Answer>()
  /** Each person's MFA factors, as Auth keeps them. */
  const factors = new Map<string, string[]>()
  /** Auth's answer to an invitation (default: a new account). */
  const state = { invite: (email: string): Answer => ({ status: 200, body: { id: `new-id-for-${email}`, email } }) }

  const reply = ({ status, body }: Answer) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const text = await request.text()
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null
    const authorization = request.headers.get('authorization')
    calls.push({
      method: request.method,
      path: url.pathname,
      query: url.search,
      apikey: request.headers.get('apikey'),
      authorization,
      body,
    })
    const token = authorization?.replace(/^Bearer /, '') ?? ''
    const caller = sessions.get(token)
    const isService = token === SERVICE_KEY && request.headers.get('apikey') === SERVICE_KEY

    if (url.pathname === '/auth/v1/user') {
      return caller
        ? reply({ status: 200, body: caller })
        : reply({ status: 401, body: { code: 401, msg: 'invalid JWT' } })
    }
    if (url.pathname === '/auth/v1/invite' && request.method === 'POST') {
      return isService ? reply(state.invite(String(body?.email))) : reply({ status: 401, body: { msg: 'not admin' } })
    }
    if (url.pathname.startsWith('/auth/v1/admin/users/') && request.method === 'PUT') {
      return isService
        ? reply({ status: 200, body: { id: url.pathname.split('/').pop() } })
        : reply({ status: 401, body: { msg: 'not admin' } })
    }
    const factorPath = /^\/auth\/v1\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(url.pathname)
    if (factorPath) {
      if (!isService) return reply({ status: 401, body: { msg: 'not admin' } })
      const [, userId = '', factorId] = factorPath
      const held = factors.get(userId) ?? []
      if (request.method === 'GET' && !factorId) {
        return reply({ status: 200, body: held.map((id) => ({ id, factor_type: 'totp', status: 'verified' })) })
      }
      if (request.method === 'DELETE' && factorId && held.includes(factorId)) {
        factors.set(
          userId,
          held.filter((id) => id !== factorId),
        )
        return reply({ status: 200, body: { id: factorId } })
      }
      return reply({ status: 404, body: { code: 404, error_code: 'mfa_factor_not_found', msg: 'Factor not found' } })
    }
    if (url.pathname === '/rest/v1/user_roles') {
      const role = caller && url.searchParams.get('user_id') === `eq.${caller.id}` ? roles.get(caller.id) : undefined
      return reply({ status: 200, body: role ? [{ role }] : [] })
    }
    const fn = /^\/rest\/v1\/rpc\/(\w+)$/.exec(url.pathname)?.[1]
    const scripted = fn ? rpc.get(fn) : undefined
    if (scripted && caller) return reply(scripted(body ?? {}))
    return reply({ status: 404, body: { code: 'PGRST202', message: `no function ${fn ?? url.pathname}` } })
  }

  return {
    handle,
    calls,
    sessions,
    roles,
    rpc,
    state,
    factors,
    /** `fetch` for code under test (vitest): every request answered by the fake. */
    fetch: (input: string, init: RequestInit) => handle(new Request(input, init)),
  }
}

export const ADMIN = { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@firm.example' }
export const MEMBER = { id: 'b0000000-0000-4000-8000-000000000002', email: 'member@firm.example' }
export const VIEWER = { id: 'c0000000-0000-4000-8000-000000000003', email: 'viewer@firm.example' }
export const AUTHOR = { id: 'e0000000-0000-4000-8000-000000000005', email: 'author@firm.example' }
export const COMPLIANCE = { id: 'f0000000-0000-4000-8000-000000000006', email: 'compliance@firm.example' }

/**
 * A fake with an admin, a viewer, an author, a compliance officer and a member signed in (tokens
 * jwt-admin, jwt-viewer, jwt-author, jwt-compliance, jwt-member).
 */
export function fakeWithStaff() {
  const fake = createFakeSupabase()
  fake.sessions.set('jwt-admin', ADMIN)
  fake.sessions.set('jwt-viewer', VIEWER)
  fake.sessions.set('jwt-author', AUTHOR)
  fake.sessions.set('jwt-compliance', COMPLIANCE)
  fake.sessions.set('jwt-member', MEMBER)
  fake.roles.set(ADMIN.id, 'admin')
  fake.roles.set(VIEWER.id, 'viewer')
  fake.roles.set(AUTHOR.id, 'author')
  fake.roles.set(COMPLIANCE.id, 'compliance')
  fake.rpc.set('staff_members', () => ({
    status: 200,
    body: [
      { user_id: ADMIN.id, email: ADMIN.email, role: 'admin' },
      { user_id: VIEWER.id, email: VIEWER.email, role: 'viewer' },
    ],
  }))
  return fake
}
