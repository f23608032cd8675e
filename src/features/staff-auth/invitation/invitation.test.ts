/**
 * An invitation accepted (issue 31, item 6) against the migrations and GoTrue's verify and user
 * endpoints (the Supabase harness over the test database): the link opens the colleague's session
 * once, within a day; the colleague sets a password under Auth's rules and signs in with it. The
 * invitation itself, as the admin-users function writes it, is seeded here (the team's tests
 * send it).
 */
import { isBackendError } from '@/lib/backend/errors'
import { getStaffRole } from '@/lib/staff/auth/get-staff-role'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { signOut } from '@/lib/staff/auth/sign-out'
import { useHarness } from '@/testing/backend-harness'
import { acceptInvitation } from './accept-invitation'
import { setPassword } from './set-password'

const COLLEAGUE = 'new.colleague@example.com'
const PASSWORD = 'a long new password'
const TOKEN_HASH = 'c0ffee'.repeat(9) + 'c0'

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (isBackendError(error) ? `${error.code}: ${error.message}` : String(error)),
  )

describe('an invitation accepted on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  beforeEach(async () => {
    // What an admin's invitation leaves: an account with the link's token, and its role.
    await h.db.query(
      `with invited as (
         insert into auth.users (id, aud, role, email, invited_at, email_confirmed_at, confirmation_token)
         values (gen_random_uuid(), 'authenticated', 'authenticated', $1, now(), now(), $2)
         returning id)
       insert into public.user_roles (user_id, role) select id, 'viewer' from invited`,
      [COLLEAGUE, TOKEN_HASH],
    )
  })
  const client = () => h.client
  const tokens = { kind: 'token_hash', tokenHash: TOKEN_HASH } as const

  it('opens the session once, and the new password signs in', async () => {
    const session = await acceptInvitation(client(), tokens)
    expect(session.user.email).toBe(COLLEAGUE)
    expect(await getStaffRole(client(), session.user.id)).toBe('viewer')
    await setPassword(client(), PASSWORD)
    await signOut(client())

    expect(await refusal(acceptInvitation(client(), tokens))).toBe('auth: Email link is invalid or has expired')
    const signedIn = await signInWithPassword(client(), { email: COLLEAGUE, password: PASSWORD })
    expect(signedIn.user.id).toBe(session.user.id)
  })

  it('refuses a link older than a day, and a password shorter than Auth allows', async () => {
    await h.db.query(`update auth.users set invited_at = now() - interval '25 hours' where email = $1`, [COLLEAGUE])
    expect(await refusal(acceptInvitation(client(), tokens))).toBe('auth: Email link is invalid or has expired')
    await h.db.query(`update auth.users set invited_at = now() where email = $1`, [COLLEAGUE])
    await acceptInvitation(client(), tokens)
    expect(await refusal(setPassword(client(), 'too short'))).toBe('auth: Password should be at least 12 characters.')
  })
})
