/**
 * The session and sign-in operations against the migrations (the Supabase harness over the test
 * database) and on the wire (a canned project).
 */
import { LOCAL_USER_IDS } from '@/lib/backend/local/accounts'
import { SUPABASE_SESSION_KEY } from '@/lib/backend/supabase/session-key'
import { anyString, rejection, useHarness } from '@/testing/backend-harness'
import { CANNED_ADMIN, CANNED_TOKEN, useCannedProject } from '@/testing/canned-supabase'
import { testAccounts } from '@/testing/local-database'
import { TEST_PROJECT } from '@/testing/postgrest-on-pglite'
import { json } from '@/testing/recording-fetch'
import { getSession } from './get-session'
import { getStaffRole } from './get-staff-role'
import { getStaffSecurity } from './get-staff-security'
import { isAdmin } from './is-admin'
import { onAuthStateChange } from './on-auth-state-change'
import { signInWithPassword } from './sign-in'
import { signOut } from './sign-out'

const { localAdmin, localMember } = testAccounts

describe('auth on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  const client = () => h.client
  const { signInAs } = h

  it('rejects a wrong password with the server message', async () => {
    const error = await rejection(signInWithPassword(client(), { email: localAdmin.email, password: 'nope' }))
    expect(error.code).toBe('auth')
    expect(error.message).toBe('Invalid login credentials')
    await expect(getSession(client())).resolves.toBeNull()
  })

  it('signs in, keeps the session, reports auth events and signs out', async () => {
    const events: string[] = []
    const stop = onAuthStateChange(client(), (event, session) => events.push(`${event}:${session?.user.email ?? '-'}`))
    const session = await signInWithPassword(client(), localAdmin)
    expect(session.user).toEqual({ id: anyString, email: localAdmin.email })
    expect(session.tokenType).toBe('bearer')
    expect(session.expiresAt).toBeGreaterThan(Date.now() / 1000)
    await expect(getSession(client())).resolves.toMatchObject({ user: session.user })
    await signOut(client())
    await expect(getSession(client())).resolves.toBeNull()
    await vi.waitFor(() => expect(events).toContain('SIGNED_OUT:-'))
    stop()
    expect(events).toEqual(['INITIAL_SESSION:-', `SIGNED_IN:${localAdmin.email}`, 'SIGNED_OUT:-'])
  })

  it('tells an admin from a member through user_roles', async () => {
    const admin = await signInWithPassword(client(), localAdmin)
    await expect(isAdmin(client(), admin.user.id)).resolves.toBe(true)
    const member = await signInWithPassword(client(), localMember)
    await expect(isAdmin(client(), member.user.id)).resolves.toBe(false)
  })

  it('refuses the role lookup to a visitor', async () => {
    const error = await rejection(isAdmin(client(), LOCAL_USER_IDS.admin))
    expect(error.code).toBe('forbidden')
  })

  it("reads a person's own staff role: admin, or null for a member", async () => {
    const admin = await signInWithPassword(client(), localAdmin)
    await expect(getStaffRole(client(), admin.user.id)).resolves.toBe('admin')
    const member = await signInWithPassword(client(), localMember)
    await expect(getStaffRole(client(), member.user.id)).resolves.toBeNull()
  })

  it('reads the second-factor setting for staff and refuses it to a visitor', async () => {
    expect((await rejection(getStaffSecurity(client()))).code).toBe('forbidden')
    await signInAs('admin')
    await expect(getStaffSecurity(client())).resolves.toEqual({ mfaRequired: false })
  })
})

describe('auth on the wire', () => {
  const project = useCannedProject()
  /** Typed as unknown so the asymmetric matcher is not `any` in object literals. */
  const containing = (value: Record<string, unknown>): unknown => expect.objectContaining(value)

  it('signs in with a password grant and stores the session under the app key', async () => {
    const session = await signInWithPassword(project.backend.client, { email: CANNED_ADMIN.email, password: 'pw' })
    expect(project.wire.last()).toEqual({
      method: 'POST',
      path: '/auth/v1/token',
      query: { grant_type: 'password' },
      headers: containing({ apikey: TEST_PROJECT.anonKey, 'x-supabase-api-version': '2024-01-01' }),
      body: { email: CANNED_ADMIN.email, password: 'pw', gotrue_meta_security: {} },
    })
    expect(session).toMatchObject({ accessToken: CANNED_TOKEN, user: CANNED_ADMIN })
    expect(SUPABASE_SESSION_KEY).toBe('hre:v1:supabase-auth')
    expect(localStorage.getItem(SUPABASE_SESSION_KEY)).toContain(CANNED_TOKEN)
  })

  it('looks up the admin role exactly as docs/product.md §7, with the user token', async () => {
    await project.signIn()
    project.answerNext(json(200, [{ role: 'admin' }]))
    await expect(isAdmin(project.backend.client, CANNED_ADMIN.id)).resolves.toBe(true)
    expect(project.wire.last()).toMatchObject({
      method: 'GET',
      path: '/rest/v1/user_roles',
      query: { select: 'role', user_id: `eq.${CANNED_ADMIN.id}`, role: 'eq.admin', limit: '1' },
      headers: { apikey: TEST_PROJECT.anonKey, authorization: `Bearer ${CANNED_TOKEN}` },
    })
    await expect(isAdmin(project.backend.client, CANNED_ADMIN.id)).resolves.toBe(false)
  })

  it('400 bad credentials / 401 bad JWT -> auth with the server message', async () => {
    project.answerNext(
      json(400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }),
      json(401, { code: 401, error_code: 'invalid_jwt', msg: 'invalid JWT' }),
    )
    expect(await rejection(project.signIn())).toMatchObject({ code: 'auth', message: 'Invalid login credentials' })
    expect(await rejection(project.signIn())).toMatchObject({ code: 'auth', message: 'invalid JWT' })
  })
})
