/**
 * The team's operations on a local build (the local harness): staff listed, invited, given another
 * role and revoked, the last admin kept, and who may do what (admin, viewer, member = signed in
 * without a role, visitor). The changes go through the admin-users function, which a local build's
 * project answers from the database as the function does (the staff functions of the migrations,
 * called as the signed-in person); with no mail, an invitation answers its link and a one-time
 * password to the admin, once. And on the wire: how the function's refusals read.
 */
import { authDataOrThrow, fromAuth, run } from '@/lib/backend/supabase/errors'
import type { InviteOutcome } from '@/lib/backend/team-schema'
import { getStaffRole } from '@/lib/staff/auth/get-staff-role'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { signOut } from '@/lib/staff/auth/sign-out'
import { useStaffHarness } from '@/testing/staff-accounts'
import { codeOf, rejection, useHarness } from '@/testing/backend-harness'
import { cannedSupabase } from '@/testing/canned-supabase'
import { testAccounts } from '@/testing/local-database'
import { json } from '@/testing/recording-fetch'
import { isBackendError } from '@/lib/backend/errors'
import { getStaff } from './get-staff'
import { inviteStaff } from './invite-staff'
import { revokeStaff } from './revoke-staff'
import { setStaffRole } from './set-staff-role'

const SLOW = 300_000
const adminEmail = testAccounts.localAdmin.email
const memberEmail = testAccounts.localMember.email

/** Matchers typed as unknown, so object patterns stay type-safe. */
const anyText: unknown = expect.any(String)
const text = (pattern: RegExp): unknown => expect.stringMatching(pattern)

describe('the team on a local build', { timeout: SLOW }, () => {
  const { h, signInAs, client } = useStaffHarness(SLOW)
  const emails = async () => (await getStaff(client())).map((m) => `${m.email}:${m.role}`)
  /** Signs in as the person just invited, with the one-time password a local build answers. */
  async function signInAsInvited(outcome: InviteOutcome) {
    expect(outcome.oneTimePassword).toMatch(/^[\w-]{24}$/)
    await signInWithPassword(client(), { email: outcome.email, password: outcome.oneTimePassword ?? '' })
  }

  it('lists the staff for an admin: e-mail, role, when invited and last signed in', async () => {
    await signInAs('admin')
    const admin = (await getStaff(client())).find((m) => m.email === adminEmail)
    expect(admin).toMatchObject({ role: 'admin', grantedAt: anyText })
  })

  it('invites a colleague, who signs in with the role given; a second invitation changes nothing', async () => {
    await signInAs('admin')
    const invited = await inviteStaff(client(), { email: '  New.Colleague@Example.com ', role: 'viewer' })
    expect(invited).toMatchObject({ outcome: 'invited', email: 'new.colleague@example.com', role: 'viewer' })
    expect(await getStaff(client())).toContainEqual(
      expect.objectContaining({
        email: 'new.colleague@example.com',
        invitedAt: anyText,
        lastSignInAt: null,
      }),
    )
    const again = await inviteStaff(client(), { email: 'new.colleague@example.com', role: 'admin' })
    expect(again).toMatchObject({
      outcome: 'already_staff',
      role: 'viewer',
      message: text(/already staff/),
    })
    expect(again.oneTimePassword).toBeUndefined()

    await signInAsInvited(invited)
    await expect(getStaffRole(client(), invited.userId)).resolves.toBe('viewer')
    await signInAs('admin')
    expect(await getStaff(client())).toContainEqual(
      expect.objectContaining({ email: 'new.colleague@example.com', lastSignInAt: anyText }),
    )
  })

  it('invites an author and a compliance officer, who sign in with those roles and may not invite', async () => {
    await signInAs('admin')
    const author = await inviteStaff(client(), { email: 'writer@example.com', role: 'author' })
    const compliance = await inviteStaff(client(), { email: 'principal@example.com', role: 'compliance' })
    expect([author, compliance]).toMatchObject([
      { outcome: 'invited', role: 'author' },
      { outcome: 'invited', role: 'compliance' },
    ])
    for (const invited of [author, compliance]) {
      await signInAsInvited(invited)
      await expect(getStaffRole(client(), invited.userId)).resolves.toBe(invited.role)
      await expect(inviteStaff(client(), { email: 'sneaky@example.com', role: 'admin' })).rejects.toMatchObject({
        code: 'forbidden',
        message: 'Only admins manage staff.',
      })
    }
    await signInAs('admin')
    expect(await emails()).toEqual(
      expect.arrayContaining(['writer@example.com:author', 'principal@example.com:compliance']),
    )
    expect(await emails()).not.toContain('sneaky@example.com:admin')
  })

  it('gives an existing account a role (added), without a new password', async () => {
    await signInAs('admin')
    const added = await inviteStaff(client(), { email: memberEmail, role: 'viewer' })
    expect(added).toMatchObject({ outcome: 'added', role: 'viewer' })
    expect(added.oneTimePassword).toBeUndefined()
  })

  it('refuses an invalid e-mail before any call, and a role that does not exist', async () => {
    await signInAs('admin')
    await expect(inviteStaff(client(), { email: 'not-an-address', role: 'viewer' })).rejects.toMatchObject({
      code: 'invalid',
      message: text(/valid e-mail/),
    })
    // @ts-expect-error: a role the operation does not know
    expect(await codeOf(inviteStaff(client(), { email: 'x@example.com', role: 'owner' }))).toBe('invalid')
    expect(await emails()).not.toContain('x@example.com:viewer')
  })

  it('changes a role, says when nothing changed, and revokes: their next request finds no role', async () => {
    await signInAs('admin')
    const { userId } = await inviteStaff(client(), { email: memberEmail, role: 'viewer' })
    await expect(setStaffRole(client(), userId, 'admin')).resolves.toEqual({
      outcome: 'changed',
      userId,
      role: 'admin',
    })
    await expect(setStaffRole(client(), userId, 'admin')).resolves.toEqual({
      outcome: 'unchanged',
      userId,
      role: 'admin',
    })
    await expect(revokeStaff(client(), userId)).resolves.toMatchObject({ userId, role: 'admin' })
    expect(await emails()).not.toContain(`${memberEmail}:admin`)
    expect(await codeOf(revokeStaff(client(), userId))).toBe('not_found')
    await signInAs('member')
    await expect(getStaffRole(client(), userId)).resolves.toBeNull()
  })

  it('never demotes or revokes the last admin', async () => {
    await signInAs('admin')
    const admin = (await getStaff(client())).find((m) => m.email === adminEmail)
    const adminId = admin?.userId ?? ''
    await expect(setStaffRole(client(), adminId, 'viewer')).rejects.toMatchObject({
      code: 'last_admin',
      message: text(/last admin/),
    })
    expect(await codeOf(revokeStaff(client(), adminId))).toBe('last_admin')
    expect(await emails()).toContain(`${adminEmail}:admin`)
  })

  it('is refused to viewers, members and visitors', async () => {
    for (const who of ['viewer', 'member', 'visitor'] as const) {
      await signInAs(who)
      expect(await codeOf(getStaff(client())), who).not.toBe('resolved')
      expect(await codeOf(inviteStaff(client(), { email: 'sneaky@example.com', role: 'admin' })), who).not.toBe(
        'resolved',
      )
    }
    await signInAs('admin')
    expect(await emails()).not.toContain('sneaky@example.com:admin')
  })

  describe('invitations, which a local build answers with their link and one-time password', () => {
    it('stores only a bcrypt hash of the one-time password, and the account signs in once invited', async () => {
      await signInAs('admin')
      const invited = await inviteStaff(client(), { email: 'hash@example.com', role: 'admin' })
      const { rows } = await h.db.query<{ encrypted_password: string }>(
        `select encrypted_password from auth.users where email = 'hash@example.com'`,
      )
      expect(rows[0]?.encrypted_password).toMatch(/^\$2[abxy]\$/)
      expect(rows[0]?.encrypted_password).not.toContain(invited.oneTimePassword)
      await signInAsInvited(invited)
      await expect(getStaffRole(client(), invited.userId)).resolves.toBe('admin')
    })

    it('creates no account when the caller is not an admin', async () => {
      await signInAs('viewer')
      await expect(inviteStaff(client(), { email: 'nope@example.com', role: 'viewer' })).rejects.toMatchObject({
        code: 'forbidden',
      })
      const { rows } = await h.db.query(`select 1 from auth.users where email = 'nope@example.com'`)
      expect(rows).toHaveLength(0)
    })
  })
})

/**
 * An invitation accepted on a local build (issue 31, item 6): the admin's invitation answers a
 * link to /auth/accept-invite with a token hash; the link opens the colleague's session once,
 * within a day (Auth's `verifyOtp`); the colleague sets a password under Auth's rules and signs in
 * with it.
 */
describe('an invitation accepted on a local build', { timeout: SLOW }, () => {
  const COLLEAGUE = 'new.colleague@example.com'
  const PASSWORD = 'a long new password'
  const h = useHarness('local')
  const client = () => h.client

  async function invite() {
    await signInWithPassword(client(), testAccounts.localAdmin)
    const outcome = await inviteStaff(client(), { email: COLLEAGUE, role: 'viewer' })
    await signOut(client())
    const link = new URL(outcome.invitationLink ?? '', 'http://site.test')
    return { outcome, link, tokenHash: link.searchParams.get('token_hash') ?? '' }
  }
  const acceptInvitation = async (tokenHash: string) => {
    const { session } = await authDataOrThrow(client().auth.verifyOtp({ token_hash: tokenHash, type: 'invite' }))
    if (!session) throw new Error('no session')
    return session
  }
  const setPassword = async (password: string) => {
    const { error } = await run(client().auth.updateUser({ password }))
    if (error) throw fromAuth(error)
  }
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: unknown) => (isBackendError(error) ? `${error.code}: ${error.message}` : String(error)),
    )

  it('links to the accept-invitation page, opens the session once, and the new password signs in', async () => {
    const { outcome, link, tokenHash } = await invite()
    expect(outcome.outcome).toBe('invited')
    expect(link.pathname).toBe('/auth/accept-invite')
    expect(link.searchParams.get('type')).toBe('invite')
    expect(tokenHash).toMatch(/^[0-9a-f]{56}$/)

    const session = await acceptInvitation(tokenHash)
    expect(session.user.email).toBe(COLLEAGUE)
    expect(await getStaffRole(client(), session.user.id)).toBe('viewer')
    await setPassword(PASSWORD)
    await signOut(client())

    expect(await refusal(acceptInvitation(tokenHash))).toBe('auth: Email link is invalid or has expired')
    const signedIn = await signInWithPassword(client(), { email: COLLEAGUE, password: PASSWORD })
    expect(signedIn.user.id).toBe(session.user.id)
  })

  it('refuses a link older than a day, and a password shorter than Auth allows', async () => {
    const { tokenHash } = await invite()
    const { db } = h
    await db.query(`update auth.users set invited_at = now() - interval '25 hours' where email = $1`, [COLLEAGUE])
    expect(await refusal(acceptInvitation(tokenHash))).toBe('auth: Email link is invalid or has expired')
    await db.query(`update auth.users set invited_at = now() where email = $1`, [COLLEAGUE])
    await acceptInvitation(tokenHash)
    expect(await refusal(setPassword('too short'))).toBe('auth: Password should be at least 12 characters.')
  })
})

describe('the team on the wire', () => {
  it("admin-users 409: the last admin -> last_admin; another admin's change at the same moment -> try again (transient)", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const project = cannedSupabase()
    await project.signIn()
    project.answerNext(
      json(409, { error: 'last_admin', message: 'The firm needs at least one admin' }),
      json(409, { error: 'try_again', message: 'Another admin changed the team at the same moment: try again' }),
    )
    const userId = crypto.randomUUID()
    expect(await rejection(setStaffRole(project.backend.client, userId, 'viewer'))).toMatchObject({
      code: 'last_admin',
    })
    expect(await rejection(setStaffRole(project.backend.client, userId, 'viewer'))).toMatchObject({
      code: 'server',
      message: 'Another admin changed the team at the same moment: try again',
      transient: true,
    })
    expect(project.wire.last()).toMatchObject({
      method: 'POST',
      path: '/functions/v1/admin-users',
      body: { action: 'set_role', userId, role: 'viewer' },
    })
    await project.backend.dispose()
  })
})
