/**
 * An invitation accepted on the local backend (issue 31, item 6), through the ports the screens
 * use: the admin's invitation answers a link to /auth/accept-invite with a token hash; the link
 * opens the colleague's session once, within a day; the colleague sets a password under Auth's
 * rules and signs in with it.
 */
import { freshLocalBackend, testAccounts } from '@/testing/local-database'
import { isBackendError } from '../errors'
import type { LocalBackend } from './index'

const SLOW = 300_000
const COLLEAGUE = 'new.colleague@example.com'
const PASSWORD = 'a long new password'

let backend: LocalBackend

beforeEach(async () => {
  backend = await freshLocalBackend()
}, SLOW)

async function invite() {
  await backend.auth.signInWithPassword(testAccounts.localAdmin)
  const outcome = await backend.team.invite({ email: COLLEAGUE, role: 'viewer' })
  await backend.auth.signOut()
  const link = new URL(outcome.invitationLink ?? '', 'http://site.test')
  return { outcome, link, tokenHash: link.searchParams.get('token_hash') ?? '' }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (isBackendError(error) ? `${error.code}: ${error.message}` : String(error)),
  )

describe('an invitation on the local backend', () => {
  it(
    'links to the accept-invitation page, opens the session once, and the new password signs in',
    async () => {
      const { outcome, link, tokenHash } = await invite()
      expect(outcome.outcome).toBe('invited')
      expect(link.pathname).toBe('/auth/accept-invite')
      expect(link.searchParams.get('type')).toBe('invite')
      expect(tokenHash).toMatch(/^[0-9a-f]{56}$/)

      const session = await backend.staffAuth.acceptInvitation({ kind: 'token_hash', tokenHash })
      expect(session.user.email).toBe(COLLEAGUE)
      expect(await backend.auth.staffRole(session.user.id)).toBe('viewer')
      await backend.staffAuth.setPassword(PASSWORD)
      await backend.auth.signOut()

      expect(await refusal(backend.staffAuth.acceptInvitation({ kind: 'token_hash', tokenHash }))).toBe(
        'auth: Email link is invalid or has expired',
      )
      const signedIn = await backend.auth.signInWithPassword({ email: COLLEAGUE, password: PASSWORD })
      expect(signedIn.user.id).toBe(session.user.id)
    },
    SLOW,
  )

  it(
    'refuses a link older than a day, and a password shorter than Auth allows',
    async () => {
      const { tokenHash } = await invite()
      const db = await backend.database()
      await db.query(`update auth.users set invited_at = now() - interval '25 hours' where email = $1`, [COLLEAGUE])
      expect(await refusal(backend.staffAuth.acceptInvitation({ kind: 'token_hash', tokenHash }))).toBe(
        'auth: Email link is invalid or has expired',
      )
      await db.query(`update auth.users set invited_at = now() where email = $1`, [COLLEAGUE])
      await backend.staffAuth.acceptInvitation({ kind: 'token_hash', tokenHash })
      expect(await refusal(backend.staffAuth.setPassword('too short'))).toBe(
        'auth: Password should be at least 12 characters.',
      )
    },
    SLOW,
  )
})
