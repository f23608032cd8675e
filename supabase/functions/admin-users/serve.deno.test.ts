/**
 * admin-users as Deno runs it: the handler wired from an environment as index.ts wires it,
 * served by Deno.serve, calling a fake Supabase (Auth API and Data API) over HTTP on 127.0.0.1.
 * Run by scripts/test-functions.sh with `deno test` (offline: no jsr or URL imports).
 */
import { deepStrictEqual, strictEqual } from 'node:assert/strict'
import { ANON_KEY, fakeWithStaff, SERVICE_KEY, VIEWER } from './fake-supabase.test-util.ts'
import { createAdminUsersHandler } from './wiring.ts'

const SITE = 'https://www.firm.example'
const quiet = { hostname: '127.0.0.1', port: 0, onListen() {} }

async function withFunction(
  run: (
    post: (body: unknown, jwt?: string) => Promise<Response>,
    fake: ReturnType<typeof fakeWithStaff>,
  ) => Promise<void>,
) {
  const fake = fakeWithStaff()
  const supabase = Deno.serve(quiet, fake.handle)
  const fn = Deno.serve(
    quiet,
    createAdminUsersHandler({
      ADMIN_ALLOWED_ORIGINS: SITE,
      ADMIN_INVITE_REDIRECT_URL: `${SITE}/auth`,
      SUPABASE_URL: `http://127.0.0.1:${supabase.addr.port}`,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
    }),
  )
  const post = (body: unknown, jwt?: string) =>
    fetch(`http://127.0.0.1:${fn.addr.port}/admin-users`, {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'application/json', ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}) },
      body: JSON.stringify(body),
    })
  try {
    await run(post, fake)
  } finally {
    await Promise.all([fn.shutdown(), supabase.shutdown()])
  }
}

const route = (call: { method: string; path: string }) => `${call.method} ${call.path}`

Deno.test('no JWT: 401, and nothing is asked of Auth or the database', () =>
  withFunction(async (post, fake) => {
    const response = await post({ action: 'invite', email: 'new@firm.example', role: 'viewer' })
    strictEqual(response.status, 401)
    strictEqual((await response.json()).error, 'unauthorized')
    deepStrictEqual(fake.calls, [])
  }),
)

Deno.test('a member’s JWT: 403 after the database says they are no admin; no invitation is sent', () =>
  withFunction(async (post, fake) => {
    const response = await post({ action: 'invite', email: 'new@firm.example', role: 'viewer' }, 'jwt-member')
    strictEqual(response.status, 403)
    strictEqual((await response.json()).error, 'forbidden')
    deepStrictEqual(fake.calls.map(route), ['GET /auth/v1/user', 'GET /rest/v1/user_roles'])
    strictEqual(fake.calls[1]?.authorization, 'Bearer jwt-member')
  }),
)

Deno.test('invite: Auth sends the invitation with the service key, the database gives the role as the admin', () =>
  withFunction(async (post, fake) => {
    fake.rpc.set('add_staff', (args) => ({
      status: 200,
      body: { outcome: 'added', user_id: 'new-id-for-new@firm.example', email: args.target_email, role: args.new_role },
    }))
    const response = await post({ action: 'invite', email: ' New@Firm.example ', role: 'viewer' }, 'jwt-admin')
    strictEqual(response.status, 200)
    deepStrictEqual(await response.json(), {
      outcome: 'invited',
      user_id: 'new-id-for-new@firm.example',
      email: 'new@firm.example',
      role: 'viewer',
    })
    deepStrictEqual(fake.calls.map(route), [
      'GET /auth/v1/user',
      'GET /rest/v1/user_roles',
      'POST /rest/v1/rpc/staff_members',
      'POST /auth/v1/invite',
      'POST /rest/v1/rpc/add_staff',
    ])
    const [, , , invite, addStaff] = fake.calls
    deepStrictEqual(
      [invite?.authorization, invite?.apikey, invite?.query, invite?.body],
      [
        `Bearer ${SERVICE_KEY}`,
        SERVICE_KEY,
        `?redirect_to=${encodeURIComponent(`${SITE}/auth`)}`,
        { email: 'new@firm.example' },
      ],
    )
    deepStrictEqual(
      [addStaff?.authorization, addStaff?.apikey, addStaff?.body],
      ['Bearer jwt-admin', ANON_KEY, { target_email: 'new@firm.example', new_role: 'viewer' }],
    )

    // Someone already on the staff: nothing changes, and the answer says so.
    const again = await post({ action: 'invite', email: VIEWER.email, role: 'admin' }, 'jwt-admin')
    strictEqual(again.status, 200)
    const answer = await again.json()
    deepStrictEqual(
      [answer.outcome, answer.role, answer.message],
      ['already_staff', 'viewer', `${VIEWER.email} is already staff (viewer); nothing was changed.`],
    )
    strictEqual(fake.calls.filter((call) => call.path === '/auth/v1/invite').length, 1)

    // An invalid address is refused before any call.
    const before = fake.calls.length
    const invalid = await post({ action: 'invite', email: 'not-an-address', role: 'viewer' }, 'jwt-admin')
    strictEqual(invalid.status, 400)
    strictEqual((await invalid.json()).message, 'Enter a valid e-mail address.')
    strictEqual(fake.calls.length, before)
  }),
)

Deno.test('the new roles: an admin invites an author and a compliance officer; neither of them manages staff', () =>
  withFunction(async (post, fake) => {
    fake.rpc.set('add_staff', (args) => ({
      status: 200,
      body: {
        outcome: 'added',
        user_id: `new-id-for-${args.target_email}`,
        email: args.target_email,
        role: args.new_role,
      },
    }))
    for (const role of ['author', 'compliance']) {
      const response = await post({ action: 'invite', email: `${role}-2@firm.example`, role }, 'jwt-admin')
      strictEqual(response.status, 200)
      deepStrictEqual([(await response.json()).role, fake.calls.at(-1)?.body?.new_role], [role, role])
    }
    const unknown = await post({ action: 'invite', email: 'x@firm.example', role: 'owner' }, 'jwt-admin')
    strictEqual((await unknown.json()).message, 'Choose a role: admin, viewer, author or compliance.')
    for (const jwt of ['jwt-author', 'jwt-compliance']) {
      const before = fake.calls.length
      const refused = await post({ action: 'invite', email: 'y@firm.example', role: 'viewer' }, jwt)
      strictEqual(refused.status, 403)
      deepStrictEqual(fake.calls.slice(before).map(route), ['GET /auth/v1/user', 'GET /rest/v1/user_roles'])
    }
  }),
)

Deno.test('revoke: the database takes the role as the admin, then Auth ends their sessions with the service key', () =>
  withFunction(async (post, fake) => {
    fake.rpc.set('revoke_staff', (args) => ({
      status: 200,
      body: { outcome: 'revoked', user_id: args.target_user_id, role: 'viewer' },
    }))
    const response = await post({ action: 'revoke', userId: VIEWER.id }, 'jwt-admin')
    strictEqual(response.status, 200)
    deepStrictEqual(await response.json(), { outcome: 'revoked', user_id: VIEWER.id, role: 'viewer', signedOut: true })
    deepStrictEqual(fake.calls.slice(2).map(route), [
      'POST /rest/v1/rpc/revoke_staff',
      `PUT /auth/v1/admin/users/${VIEWER.id}`,
    ])
    deepStrictEqual(
      [fake.calls[2]?.authorization, fake.calls[2]?.body],
      ['Bearer jwt-admin', { target_user_id: VIEWER.id }],
    )
    deepStrictEqual(
      [fake.calls[3]?.authorization, fake.calls[3]?.body],
      [`Bearer ${SERVICE_KEY}`, { ban_duration: '876000h' }],
    )
  }),
)

Deno.test('last admin: the database refuses (23001), the function answers 409 and signs nobody out', () =>
  withFunction(async (post, fake) => {
    const message = 'The last admin cannot be removed or demoted. Make someone else an admin first.'
    fake.rpc.set('revoke_staff', () => ({ status: 400, body: { code: '23001', message, details: null, hint: null } }))
    fake.rpc.set('set_staff_role', () => ({ status: 400, body: { code: '23001', message, details: null, hint: null } }))
    const revoke = await post({ action: 'revoke', userId: '00000000-0000-4000-8000-0000000000a1' }, 'jwt-admin')
    strictEqual(revoke.status, 409)
    deepStrictEqual(await revoke.json(), { error: 'last_admin', message })
    const demote = await post(
      { action: 'set_role', userId: '00000000-0000-4000-8000-0000000000a1', role: 'viewer' },
      'jwt-admin',
    )
    strictEqual(demote.status, 409)
    await demote.body?.cancel()
    strictEqual(fake.calls.filter((call) => call.path.startsWith('/auth/v1/admin/')).length, 0)
  }),
)

Deno.test(
  'reset_factors: the database records it as the admin, then Auth deletes each factor with the service key',
  () =>
    withFunction(async (post, fake) => {
      fake.factors.set(VIEWER.id, ['f-phone'])
      fake.rpc.set('record_factor_reset', (args) => ({
        status: 200,
        body: { outcome: 'reset', user_id: args.target_user_id, email: VIEWER.email, factors: 1 },
      }))
      const response = await post({ action: 'reset_factors', userId: VIEWER.id }, 'jwt-admin')
      strictEqual(response.status, 200)
      deepStrictEqual(await response.json(), { outcome: 'reset', user_id: VIEWER.id, email: VIEWER.email, factors: 1 })
      deepStrictEqual(fake.calls.slice(2).map(route), [
        'POST /rest/v1/rpc/record_factor_reset',
        `GET /auth/v1/admin/users/${VIEWER.id}/factors`,
        `DELETE /auth/v1/admin/users/${VIEWER.id}/factors/f-phone`,
      ])
      deepStrictEqual(
        fake.calls.slice(2).map((call) => call.authorization),
        ['Bearer jwt-admin', `Bearer ${SERVICE_KEY}`, `Bearer ${SERVICE_KEY}`],
      )
      deepStrictEqual(fake.factors.get(VIEWER.id), [])
    }),
)

Deno.test('reset_factors at aal1: the database refuses (42501, hint aal2); no factor is touched', () =>
  withFunction(async (post, fake) => {
    const message = 'record_factor_reset: sign in with your second factor first (the firm requires it of staff)'
    fake.factors.set(VIEWER.id, ['f-phone'])
    fake.rpc.set('record_factor_reset', () => ({ status: 403, body: { code: '42501', message, hint: 'aal2' } }))
    const response = await post({ action: 'reset_factors', userId: VIEWER.id }, 'jwt-admin')
    strictEqual(response.status, 403)
    deepStrictEqual(await response.json(), { error: 'aal2_required', message })
    deepStrictEqual(fake.factors.get(VIEWER.id), ['f-phone'])
    strictEqual(fake.calls.filter((call) => call.path.startsWith('/auth/v1/admin/')).length, 0)
  }),
)
