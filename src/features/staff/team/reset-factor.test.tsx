/**
 * "Reset second factor" on the Team tab, over the real local backend (issue 31, item 7): after a
 * confirmation naming the colleague, their factors are gone, their sessions drop to aal1, and the
 * audit log records the reset; the admin's own row offers no reset (the database refuses it).
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderWithProviders } from '@/testing/render-with-providers'
import { TeamTab } from './team-tab'

const SLOW = 300_000
const VIEWER = { id: '00000000-0000-4000-8000-00000000c004', email: 'phone.lost@example.com' }
vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
const local = localBackendPerTest({
  seed: (_, db) =>
    db.exec(`
    insert into auth.users (id, aud, role, email, encrypted_password)
    values ('${VIEWER.id}', 'authenticated', 'authenticated', '${VIEWER.email}', '');
    insert into public.user_roles (user_id, role) values ('${VIEWER.id}', 'viewer');
    insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
    values (gen_random_uuid(), '${VIEWER.id}', 'Authenticator app', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
    insert into auth.sessions (id, user_id, created_at, updated_at, aal)
    values (gen_random_uuid(), '${VIEWER.id}', now(), now(), 'aal2');`),
  signedInAs: testAccounts.localAdmin,
  hookTimeout: SLOW,
})

const WAIT = { timeout: 60_000 }
const rowOf = async (email: string) =>
  within(await screen.findByRole('table', { name: 'Staff members' }, WAIT)).findByRole(
    'row',
    { name: new RegExp(email) },
    WAIT,
  )

describe('Reset second factor', { timeout: SLOW }, () => {
  it("removes a colleague's factors after a confirmation, and the audit log records it", async () => {
    const user = userEvent.setup()
    renderWithProviders(<TeamTab />)
    const admin = await rowOf(testAccounts.localAdmin.email)
    expect(within(admin).queryByRole('button', { name: /Reset second factor/ })).toBeNull()
    await user.click(
      within(await rowOf(VIEWER.email)).getByRole('button', { name: `Reset second factor for ${VIEWER.email}` }),
    )
    const dialog = screen.getByRole('dialog', { name: `Reset the second factor of ${VIEWER.email}?` })
    await user.click(within(dialog).getByRole('button', { name: 'Reset second factor' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), WAIT)

    const db = await local.backend.database()
    const left = await db.query<{ factors: number; aal2: number; resets: number }>(
      `select (select count(*)::int from auth.mfa_factors where user_id = $1) as factors,
              (select count(*)::int from auth.sessions where user_id = $1 and aal = 'aal2') as aal2,
              (select count(*)::int from public.audit_log where action = 'mfa.reset' and target = $1::text) as resets`,
      [VIEWER.id],
    )
    expect(left.rows[0]).toEqual({ factors: 0, aal2: 0, resets: 1 })
  })
})
