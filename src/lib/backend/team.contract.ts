/**
 * The team's part of the backend contract: staff listed, invited, given another role and revoked,
 * the last admin kept, and who may do what (admin, viewer, member = signed in without a role,
 * visitor). Run by an adapter's test with a context that can sign people in.
 */
import { BackendError } from './errors'
import type { Backend } from './backend'
import type { InviteOutcome } from './team-schema'

export type Who = 'admin' | 'viewer' | 'member' | 'visitor'

export interface TeamContractContext {
  backend: () => Backend
  signInAs: (who: Who) => Promise<void>
  /** Signs in as the person just invited (local mode: with the one-time password). */
  signInAsInvited: (outcome: InviteOutcome) => Promise<void>
  adminEmail: string
  memberEmail: string
}

/** Matchers typed as unknown, so object patterns stay type-safe. */
const anyText: unknown = expect.any(String)
const text = (pattern: RegExp): unknown => expect.stringMatching(pattern)

export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (error instanceof BackendError) return error.code
    throw error
  }
  return 'resolved'
}

export function teamContract({ backend, signInAs, signInAsInvited, adminEmail, memberEmail }: TeamContractContext) {
  const team = () => backend().team
  const emails = async () => (await team().list()).map((m) => `${m.email}:${m.role}`)

  it('lists the staff for an admin: e-mail, role, when invited and last signed in', async () => {
    await signInAs('admin')
    const admin = (await team().list()).find((m) => m.email === adminEmail)
    expect(admin).toMatchObject({ role: 'admin', grantedAt: anyText })
  })

  it('invites a colleague, who signs in with the role given; a second invitation changes nothing', async () => {
    await signInAs('admin')
    const invited = await team().invite({ email: '  New.Colleague@Example.com ', role: 'viewer' })
    expect(invited).toMatchObject({ outcome: 'invited', email: 'new.colleague@example.com', role: 'viewer' })
    expect(await team().list()).toContainEqual(
      expect.objectContaining({
        email: 'new.colleague@example.com',
        invitedAt: anyText,
        lastSignInAt: null,
      }),
    )
    const again = await team().invite({ email: 'new.colleague@example.com', role: 'admin' })
    expect(again).toMatchObject({
      outcome: 'already_staff',
      role: 'viewer',
      message: text(/already staff/),
    })
    expect(again.oneTimePassword).toBeUndefined()

    await signInAsInvited(invited)
    await expect(backend().auth.staffRole(invited.userId)).resolves.toBe('viewer')
    await signInAs('admin')
    expect(await team().list()).toContainEqual(
      expect.objectContaining({ email: 'new.colleague@example.com', lastSignInAt: anyText }),
    )
  })

  it('gives an existing account a role (added), without a new password', async () => {
    await signInAs('admin')
    const added = await team().invite({ email: memberEmail, role: 'viewer' })
    expect(added).toMatchObject({ outcome: 'added', role: 'viewer' })
    expect(added.oneTimePassword).toBeUndefined()
  })

  it('refuses an invalid e-mail before any call, and a role that does not exist', async () => {
    await signInAs('admin')
    await expect(team().invite({ email: 'not-an-address', role: 'viewer' })).rejects.toMatchObject({
      code: 'invalid',
      message: text(/valid e-mail/),
    })
    // @ts-expect-error: a role the port does not know
    expect(await codeOf(team().invite({ email: 'x@example.com', role: 'owner' }))).toBe('invalid')
    expect(await emails()).not.toContain('x@example.com:viewer')
  })

  it('changes a role, says when nothing changed, and revokes: their next request finds no role', async () => {
    await signInAs('admin')
    const { userId } = await team().invite({ email: memberEmail, role: 'viewer' })
    await expect(team().setRole(userId, 'admin')).resolves.toEqual({ outcome: 'changed', userId, role: 'admin' })
    await expect(team().setRole(userId, 'admin')).resolves.toEqual({ outcome: 'unchanged', userId, role: 'admin' })
    await expect(team().revoke(userId)).resolves.toMatchObject({ userId, role: 'admin' })
    expect(await emails()).not.toContain(`${memberEmail}:admin`)
    expect(await codeOf(team().revoke(userId))).toBe('not_found')
    await signInAs('member')
    await expect(backend().auth.staffRole(userId)).resolves.toBeNull()
  })

  it('never demotes or revokes the last admin', async () => {
    await signInAs('admin')
    const admin = (await team().list()).find((m) => m.email === adminEmail)
    const adminId = admin?.userId ?? ''
    await expect(team().setRole(adminId, 'viewer')).rejects.toMatchObject({
      code: 'last_admin',
      message: text(/last admin/),
    })
    expect(await codeOf(team().revoke(adminId))).toBe('last_admin')
    expect(await emails()).toContain(`${adminEmail}:admin`)
  })

  it('is refused to viewers, members and visitors', async () => {
    for (const who of ['viewer', 'member', 'visitor'] as const) {
      await signInAs(who)
      expect(await codeOf(team().list()), who).not.toBe('resolved')
      expect(await codeOf(team().invite({ email: 'sneaky@example.com', role: 'admin' })), who).not.toBe('resolved')
    }
    await signInAs('admin')
    expect(await emails()).not.toContain('sneaky@example.com:admin')
  })
}
