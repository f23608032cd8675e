import type { FetchFn } from './auth-api.ts'
import { ANON_KEY, fakeWithStaff, SERVICE_KEY, VIEWER } from './fake-supabase.test-util.ts'
import { Constants } from '../../../src/lib/backend/database.constants.ts'
import { ROLES } from './request.ts'
import { createAdminUsersHandler } from './wiring.ts'

const SITE = 'https://www.firm.example'
const FORMER = { id: 'd0000000-0000-4000-8000-000000000004', email: 'former@firm.example' }

/** `network` stands between the function and the fake (e.g. to take Auth's admin API down). */
function setup(network: (fetch: FetchFn) => FetchFn = (fetch) => fetch) {
  const fake = fakeWithStaff()
  const handle = createAdminUsersHandler(
    {
      ADMIN_ALLOWED_ORIGINS: `${SITE}, http://localhost:5173`,
      SUPABASE_URL: 'https://project.supabase.co',
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
    },
    network(fake.fetch),
  )
  const call = (body: unknown, init: { jwt?: string; origin?: string; method?: string; raw?: string } = {}) =>
    handle(
      new Request('https://project.supabase.co/functions/v1/admin-users', {
        method: init.method ?? 'POST',
        headers: {
          Origin: init.origin ?? SITE,
          'Content-Type': 'application/json',
          ...(init.jwt ? { Authorization: `Bearer ${init.jwt}` } : {}),
        },
        body: (init.method ?? 'POST') === 'POST' ? (init.raw ?? JSON.stringify(body)) : undefined,
      }),
    )
  return { fake, call, paths: () => fake.calls.map((c) => `${c.method} ${c.path}`) }
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

describe('admin-users: requests refused before any call', () => {
  it('answers the preflight from the site and refuses other origins', async () => {
    const { call, fake } = setup()
    const preflight = await call(null, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
    expect((await call({}, { origin: 'https://evil.example', jwt: 'jwt-admin' })).status).toBe(403)
    expect((await call(null, { method: 'GET', jwt: 'jwt-admin' })).status).toBe(405)
    expect(fake.calls).toEqual([])
  })

  it.each([
    [{ action: 'invite', email: 'a@b', role: 'viewer' }, 'Enter a valid e-mail address.'],
    [
      { action: 'invite', email: 'new@firm.example', role: 'owner' },
      'Choose a role: admin, viewer, author or compliance.',
    ],
    [{ action: 'revoke', userId: 'not-a-uuid' }, 'userId must be the staff member’s id.'],
    [{ action: 'set_role', userId: VIEWER.id }, 'Choose a role: admin, viewer, author or compliance.'],
    [{ action: 'delete_everyone' }, 'action must be invite, set_role, revoke or reset_factors.'],
    [{ action: 'reset_factors', userId: 'not-a-uuid' }, 'userId must be the staff member’s id.'],
    [['invite'], 'The request must be a JSON object.'],
  ])('refuses %j with a message, calling nothing', async (body, message) => {
    const { call, fake } = setup()
    const response = await call(body, { jwt: 'jwt-admin' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'invalid_request', message })
    expect(fake.calls).toEqual([])
  })

  it('refuses a body that is not JSON', async () => {
    const { call, fake } = setup()
    const response = await call(null, { jwt: 'jwt-admin', raw: '{"action":' })
    expect(response.status).toBe(400)
    expect(fake.calls).toEqual([])
  })
})

describe('admin-users: who may ask', () => {
  it('a token Auth does not accept gets 401', async () => {
    const { call, paths } = setup()
    const response = await call({ action: 'revoke', userId: VIEWER.id }, { jwt: 'expired-token' })
    expect(response.status).toBe(401)
    expect(paths()).toEqual(['GET /auth/v1/user'])
  })

  it('a viewer gets 403: reading is all a viewer does', async () => {
    const { call, paths, fake } = setup()
    const response = await call({ action: 'set_role', userId: VIEWER.id, role: 'admin' }, { jwt: 'jwt-viewer' })
    expect(response.status).toBe(403)
    expect(paths()).toEqual(['GET /auth/v1/user', 'GET /rest/v1/user_roles'])
    expect(fake.calls[0]).toMatchObject({ apikey: ANON_KEY, authorization: 'Bearer jwt-viewer' })
    expect(fake.calls[1]?.query).toBe(`?select=role&user_id=eq.${VIEWER.id}`)
  })

  it.each(['jwt-author', 'jwt-compliance'])('%s gets 403: only admins manage staff', async (jwt) => {
    const { call, paths } = setup()
    const response = await call({ action: 'invite', email: 'new@firm.example', role: 'admin' }, { jwt })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'forbidden', message: 'Only admins manage staff.' })
    expect(paths()).toEqual(['GET /auth/v1/user', 'GET /rest/v1/user_roles'])
  })
})

describe('admin-users: actions', () => {
  it('offers every role the database has, and no other', () => {
    expect([...ROLES].sort()).toEqual([...Constants.public.Enums.app_role].sort())
  })

  it.each(['author', 'compliance'] as const)(
    'invites a colleague as %s, the role passed to the database',
    async (role) => {
      const { call, fake } = setup()
      fake.rpc.set('add_staff', (args) => ({
        status: 200,
        body: { outcome: 'added', user_id: 'new-id', email: args.target_email, role: args.new_role },
      }))
      const response = await call({ action: 'invite', email: 'new@firm.example', role }, { jwt: 'jwt-admin' })
      expect(await response.json()).toEqual({ outcome: 'invited', user_id: 'new-id', email: 'new@firm.example', role })
      expect(fake.calls.at(-1)?.body).toEqual({ target_email: 'new@firm.example', new_role: role })
    },
  )

  it('changes a role through the database, as the admin', async () => {
    const { call, fake } = setup()
    fake.rpc.set('set_staff_role', (args) => ({
      status: 200,
      body: { outcome: 'changed', user_id: args.target_user_id, role: args.new_role, previous_role: 'viewer' },
    }))
    const response = await call({ action: 'set_role', userId: VIEWER.id, role: 'admin' }, { jwt: 'jwt-admin' })
    expect(await response.json()).toEqual({
      outcome: 'changed',
      user_id: VIEWER.id,
      role: 'admin',
      previous_role: 'viewer',
    })
    expect(fake.calls.at(-1)).toMatchObject({ authorization: 'Bearer jwt-admin', body: { target_user_id: VIEWER.id } })
  })

  it('an address with an account but no role (a former colleague) gets the role and the ban lifted', async () => {
    const { call, fake, paths } = setup()
    fake.state.invite = () => ({
      status: 422,
      body: { code: 422, error_code: 'email_exists', msg: 'already registered' },
    })
    fake.rpc.set('add_staff', () => ({
      status: 200,
      body: { outcome: 'added', user_id: FORMER.id, email: FORMER.email, role: 'viewer' },
    }))
    const response = await call({ action: 'invite', email: FORMER.email, role: 'viewer' }, { jwt: 'jwt-admin' })
    expect(await response.json()).toEqual({ outcome: 'added', user_id: FORMER.id, email: FORMER.email, role: 'viewer' })
    expect(paths().slice(-2)).toEqual(['POST /rest/v1/rpc/add_staff', `PUT /auth/v1/admin/users/${FORMER.id}`])
    expect(fake.calls.at(-1)?.body).toEqual({ ban_duration: 'none' })
  })

  it('an invitation Auth refuses is reported and gives nobody a role', async () => {
    const { call, fake, paths } = setup()
    fake.state.invite = () => ({ status: 429, body: { msg: 'email rate limit exceeded' } })
    const response = await call({ action: 'invite', email: 'new@firm.example', role: 'admin' }, { jwt: 'jwt-admin' })
    expect(response.status).toBe(502)
    expect(paths()).not.toContain('POST /rest/v1/rpc/add_staff')
  })

  it('someone who is not staff: 404 with the database’s message', async () => {
    const { call, fake } = setup()
    fake.rpc.set('revoke_staff', () => ({
      status: 400,
      body: { code: 'P0002', message: 'revoke_staff: that person is not staff' },
    }))
    const response = await call({ action: 'revoke', userId: FORMER.id }, { jwt: 'jwt-admin' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'not_staff', message: 'revoke_staff: that person is not staff' })
  })

  it.each([
    [
      '40001',
      'set_staff_role: the team changed while this was waiting, and you are no longer an admin. Nothing was changed; reload and try again.',
    ],
    ['40P01', 'Another change to the team was saved at the same moment. Try again.'],
  ])(
    'two admins changing the team at once: the one who lost (%s) gets 409 "try again", not 502',
    async (code, message) => {
      const { call, fake } = setup()
      fake.rpc.set('set_staff_role', () => ({
        status: 500,
        body: { code, message: code === '40001' ? message : 'deadlock detected' },
      }))
      const response = await call({ action: 'set_role', userId: VIEWER.id, role: 'admin' }, { jwt: 'jwt-admin' })
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({ error: 'try_again', message })
    },
  )

  it('a revocation whose sign-out fails still revokes, and says the sessions were not ended', async () => {
    const authAdminDown =
      (fetch: FetchFn): FetchFn =>
      (input, init) =>
        input.includes('/auth/v1/admin/') ? Promise.resolve(new Response('down', { status: 503 })) : fetch(input, init)
    const { call, fake } = setup(authAdminDown)
    fake.rpc.set('revoke_staff', () => ({
      status: 200,
      body: { outcome: 'revoked', user_id: VIEWER.id, role: 'viewer' },
    }))
    const response = await call({ action: 'revoke', userId: VIEWER.id }, { jwt: 'jwt-admin' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      outcome: 'revoked',
      user_id: VIEWER.id,
      role: 'viewer',
      signedOut: false,
      message: 'Access is revoked; their open sessions could not be ended.',
    })
  })

  it('answers 503 and names what is missing when the function is not configured', async () => {
    const response = await createAdminUsersHandler({ SUPABASE_URL: 'https://project.supabase.co' })(
      new Request('https://project.supabase.co/functions/v1/admin-users', { method: 'POST' }),
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      missing: expect.arrayContaining(['ADMIN_ALLOWED_ORIGINS']) as unknown,
    })
  })
})

describe('admin-users: resetting a colleague’s second factors', () => {
  const recorded = (factors: number) => ({
    status: 200,
    body: { outcome: 'reset', user_id: VIEWER.id, email: VIEWER.email, factors },
  })

  it('the database records it as the admin, then Auth deletes every factor with the service key', async () => {
    const { call, fake, paths } = setup()
    fake.factors.set(VIEWER.id, ['f-phone', 'f-new-phone'])
    fake.rpc.set('record_factor_reset', () => recorded(2))
    const response = await call({ action: 'reset_factors', userId: VIEWER.id }, { jwt: 'jwt-admin' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ outcome: 'reset', user_id: VIEWER.id, email: VIEWER.email, factors: 2 })
    expect(paths().slice(2)).toEqual([
      'POST /rest/v1/rpc/record_factor_reset',
      `GET /auth/v1/admin/users/${VIEWER.id}/factors`,
      `DELETE /auth/v1/admin/users/${VIEWER.id}/factors/f-phone`,
      `DELETE /auth/v1/admin/users/${VIEWER.id}/factors/f-new-phone`,
    ])
    expect(fake.calls[2]).toMatchObject({ authorization: 'Bearer jwt-admin', body: { target_user_id: VIEWER.id } })
    expect(fake.calls.slice(3).every((c) => c.authorization === `Bearer ${SERVICE_KEY}`)).toBe(true)
    expect(fake.factors.get(VIEWER.id)).toEqual([])
  })

  it.each([
    ['a viewer', 'jwt-viewer', 403, { error: 'forbidden', message: 'Only admins manage staff.' }, null],
    [
      'an admin without their second factor (aal1)',
      'jwt-admin',
      403,
      {
        error: 'aal2_required',
        message: 'record_factor_reset: sign in with your second factor first (the firm requires it of staff)',
      },
      { code: '42501', hint: 'aal2' },
    ],
    [
      'an admin resetting their own',
      'jwt-admin',
      400,
      {
        error: 'invalid_request',
        message: 'record_factor_reset: another admin must reset your own factors; remove one yourself in your account',
      },
      { code: '22023' },
    ],
  ])('%s: refused, and no factor is touched', async (_who, jwt, status, answer, refusal) => {
    const { call, fake, paths } = setup()
    fake.factors.set(VIEWER.id, ['f-phone'])
    fake.rpc.set('record_factor_reset', () => ({ status: 403, body: { ...refusal, message: answer.message } }))
    const response = await call({ action: 'reset_factors', userId: VIEWER.id }, { jwt })
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual(answer)
    expect(paths().filter((path) => path.includes('/factors'))).toEqual([])
    expect(fake.factors.get(VIEWER.id)).toEqual(['f-phone'])
  })

  it('Auth failing part-way is a 502; sending it again finishes the reset', async () => {
    let failures = 1
    const flaky =
      (fetch: FetchFn): FetchFn =>
      (input, init) =>
        init.method === 'DELETE' && failures-- > 0
          ? Promise.resolve(new Response('down', { status: 503 }))
          : fetch(input, init)
    const { call, fake } = setup(flaky)
    fake.factors.set(VIEWER.id, ['f-phone'])
    fake.rpc.set('record_factor_reset', () => recorded(1))
    expect((await call({ action: 'reset_factors', userId: VIEWER.id }, { jwt: 'jwt-admin' })).status).toBe(502)
    const again = await call({ action: 'reset_factors', userId: VIEWER.id }, { jwt: 'jwt-admin' })
    expect(again.status).toBe(200)
    expect(fake.factors.get(VIEWER.id)).toEqual([])
  })
})
