/**
 * The guard and the second factor (issue 31, item 7), on the local backend: a staff member with a
 * verified factor signed in with a password gives the code before the dashboard; where the firm
 * requires a second factor, one without a factor is sent to set it up and the dashboard (and its
 * reads) never mounts; with no requirement and no factor, the dashboard opens as before.
 */
import { screen } from '@testing-library/react'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderRoutes } from '@/testing/render-with-providers'
import { staffRoutes } from '@/testing/staff-routes'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))
const local = localBackendPerTest()

const WAIT = { timeout: 30_000 }

const renderGuard = () => renderRoutes(staffRoutes(<p>Secret dashboard</p>), '/admin-dashboard')

async function sql(query: string) {
  await (await local.backend.database()).exec(query)
}

describe('RequireStaff and the second factor', { timeout: 120_000 }, () => {
  it('asks a person with a verified factor for the code before the dashboard', async () => {
    await sql(`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
               select gen_random_uuid(), id, 'Authenticator app', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP'
                 from auth.users where email = '${testAccounts.localAdmin.email}'`)
    await signInWithPassword(local.backend.client, testAccounts.localAdmin)
    renderGuard()
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' }, WAIT)).toBeInTheDocument()
    expect(await screen.findByLabelText(/^6-digit code/, {}, WAIT)).toHaveFocus()
    expect(screen.queryByText('Secret dashboard')).toBeNull()
  })

  it('sends staff without a factor to set one up where the firm requires it', async () => {
    await sql(`update private.firm_settings set mfa_required = true`)
    await signInWithPassword(local.backend.client, testAccounts.localAdmin)
    renderGuard()
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' }, WAIT)).toBeInTheDocument()
    expect(screen.getByText(/staff data stays closed until you have set one up/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument()
    expect(screen.queryByText('Secret dashboard')).toBeNull()
  })

  it('opens the dashboard with no requirement and no factor (the local demo)', async () => {
    await signInWithPassword(local.backend.client, testAccounts.localAdmin)
    renderGuard()
    expect(await screen.findByText('Secret dashboard', {}, WAIT)).toBeInTheDocument()
  })
})
