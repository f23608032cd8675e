/**
 * The local project answers the admin-users function as the edge function's handler does (its own
 * tests: supabase/functions/admin-users/handler.test.ts): the same statuses and bodies for a
 * missing token, a malformed request (the function's own parser and messages), an ended session,
 * a caller who is not an admin, and the database's refusals; and, with no mail in a local build,
 * an invitation's link and one-time password in the answer.
 */
import { LOCAL_USER_IDS } from '../accounts'
import { resetLocalDatabase, testAccounts, testDatabase } from '@/testing/local-database'
import { ANON_KEY } from './tokens'
import { LOCAL_PROJECT, localProjectFetch } from './index'
import { passwordToken } from '@/testing/project-tokens'

const project = localProjectFetch(testDatabase())
const tokens = { admin: '', member: '' }

const signIn = (credentials: { email: string; password: string }) => passwordToken(project, credentials)

beforeEach(async () => {
  await resetLocalDatabase(await testDatabase())
  tokens.admin = await signIn(testAccounts.localAdmin)
  tokens.member = await signIn(testAccounts.localMember)
}, 120_000)

/** What supabase-js's `functions.invoke` sends: the JSON body and the caller's token. */
async function call(body: unknown, token: string | null, method = 'POST') {
  const answer = await project(`${LOCAL_PROJECT.url}/functions/v1/admin-users`, {
    method,
    headers: {
      apikey: ANON_KEY,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  })
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
}

describe('admin-users in the local project', { timeout: 60_000 }, () => {
  it('refuses a request without a token, a malformed one and anything but POST, as the handler does', async () => {
    expect(await call({ action: 'revoke', userId: LOCAL_USER_IDS.member }, null)).toEqual({
      status: 401,
      body: { error: 'unauthorized', message: 'Sign in as an admin.' },
    })
    for (const [body, message] of [
      [{ action: 'invite', email: 'a@b', role: 'viewer' }, 'Enter a valid e-mail address.'],
      [{ action: 'set_role', userId: LOCAL_USER_IDS.member }, 'Choose a role: admin, viewer, author or compliance.'],
      [{ action: 'delete_everyone' }, 'action must be invite, set_role, revoke or reset_factors.'],
      [['invite'], 'The request must be a JSON object.'],
    ] as const) {
      expect(await call(body, tokens.admin)).toEqual({ status: 400, body: { error: 'invalid_request', message } })
    }
    expect(await call(null, tokens.admin, 'GET')).toEqual({ status: 405, body: { error: 'method_not_allowed' } })
  })

  it('refuses a visitor (401: no session) and a member (403), whose token Auth accepts', async () => {
    expect(await call({ action: 'revoke', userId: LOCAL_USER_IDS.member }, ANON_KEY)).toEqual({
      status: 401,
      body: { error: 'unauthorized', message: 'Your session has ended. Sign in again.' },
    })
    expect(await call({ action: 'invite', email: 'new@example.com', role: 'admin' }, tokens.member)).toEqual({
      status: 403,
      body: { error: 'forbidden', message: 'Only admins manage staff.' },
    })
  })

  it('answers the database’s refusals with the handler’s statuses and its messages', async () => {
    const lastAdmin = await call({ action: 'set_role', userId: LOCAL_USER_IDS.admin, role: 'viewer' }, tokens.admin)
    expect(lastAdmin).toMatchObject({ status: 409, body: { error: 'last_admin' } })
    expect(lastAdmin.body.message).toMatch(/last admin/)
    const notStaff = await call({ action: 'revoke', userId: LOCAL_USER_IDS.member }, tokens.admin)
    expect(notStaff).toMatchObject({ status: 404, body: { error: 'not_staff' } })
    const ownFactors = await call({ action: 'reset_factors', userId: LOCAL_USER_IDS.admin }, tokens.admin)
    expect(ownFactors).toMatchObject({ status: 400, body: { error: 'invalid_request' } })
  })

  it('invites a new address with its link and one-time password, once; an address already staff changes nothing', async () => {
    const invited = await call({ action: 'invite', email: 'New@Example.com', role: 'viewer' }, tokens.admin)
    expect(invited).toMatchObject({
      status: 200,
      body: { outcome: 'invited', email: 'new@example.com', role: 'viewer', user_id: expect.any(String) as unknown },
    })
    expect(invited.body.one_time_password).toMatch(/^[\w-]{24}$/)
    expect(invited.body.invitation_link).toMatch(/\/auth\/accept-invite\?token_hash=[0-9a-f]{56}&type=invite$/)
    expect(await call({ action: 'invite', email: 'new@example.com', role: 'admin' }, tokens.admin)).toEqual({
      status: 200,
      body: {
        outcome: 'already_staff',
        user_id: invited.body.user_id,
        email: 'new@example.com',
        role: 'viewer',
        message: 'new@example.com is already staff (viewer); nothing was changed.',
      },
    })
    const added = await call({ action: 'invite', email: testAccounts.localMember.email, role: 'viewer' }, tokens.admin)
    expect(added).toMatchObject({ status: 200, body: { outcome: 'added', user_id: LOCAL_USER_IDS.member } })
    expect(added.body).not.toHaveProperty('one_time_password')
  })

  it('revokes through the database and says no session was ended (a local build keeps one per browser)', async () => {
    await call({ action: 'invite', email: testAccounts.localMember.email, role: 'viewer' }, tokens.admin)
    expect(await call({ action: 'revoke', userId: LOCAL_USER_IDS.member }, tokens.admin)).toMatchObject({
      status: 200,
      body: { outcome: 'revoked', user_id: LOCAL_USER_IDS.member, role: 'viewer', signedOut: false },
    })
  })
})
