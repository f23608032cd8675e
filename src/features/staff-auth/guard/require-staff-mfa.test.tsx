/**
 * The guard and the second factor (issue 31, item 7), on the local backend: a staff member with a
 * verified factor signed in with a password gives the code before the dashboard; where the firm
 * requires a second factor, one without a factor is sent to set it up and the dashboard (and its
 * reads) never mounts; with no requirement and no factor, the dashboard opens as before.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import type { LocalBackend } from '@/lib/backend/local'
import { freshLocalBackend, testAccounts, testDatabase } from '@/testing/local-database'
import { RequireStaff } from './require-staff'

let backend: LocalBackend
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getBackend: () => Promise.resolve(backend),
}))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))

const WAIT = { timeout: 30_000 }

function renderGuard() {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <p>Sign-in page</p> },
      {
        path: '/admin-dashboard',
        element: (
          <RequireStaff>
            <p>Secret dashboard</p>
          </RequireStaff>
        ),
      },
    ],
    { initialEntries: ['/admin-dashboard'] },
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

async function sql(query: string) {
  await (await backend.database()).exec(query)
}

describe('RequireStaff and the second factor', { timeout: 120_000 }, () => {
  beforeAll(() => testDatabase(), 120_000)
  beforeEach(async () => {
    backend = await freshLocalBackend()
  }, 60_000)

  it('asks a person with a verified factor for the code before the dashboard', async () => {
    await sql(`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
               select gen_random_uuid(), id, 'Authenticator app', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP'
                 from auth.users where email = '${testAccounts.localAdmin.email}'`)
    await backend.auth.signInWithPassword(testAccounts.localAdmin)
    renderGuard()
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' }, WAIT)).toBeInTheDocument()
    expect(await screen.findByLabelText(/^6-digit code/, {}, WAIT)).toHaveFocus()
    expect(screen.queryByText('Secret dashboard')).toBeNull()
  })

  it('sends staff without a factor to set one up where the firm requires it', async () => {
    await sql(`update private.security_settings set mfa_required = true`)
    await backend.auth.signInWithPassword(testAccounts.localAdmin)
    renderGuard()
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' }, WAIT)).toBeInTheDocument()
    expect(screen.getByText(/staff data stays closed until you have set one up/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument()
    expect(screen.queryByText('Secret dashboard')).toBeNull()
  })

  it('opens the dashboard with no requirement and no factor (the local demo)', async () => {
    await backend.auth.signInWithPassword(testAccounts.localAdmin)
    renderGuard()
    expect(await screen.findByText('Secret dashboard', {}, WAIT)).toBeInTheDocument()
  })
})
