import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { toast } from 'sonner'
import type { LocalBackend } from '@/lib/backend/local'
import { freshLocalBackend, testAccounts, testDatabase } from '@/testing/local-database'
import { RequireStaff } from './require-staff'

let backend: LocalBackend
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getBackend: () => Promise.resolve(backend),
}))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))

/**
 * The home page loads lazily, as in the app. A test that refuses a session makes it finish only
 * after that session has ended (the order in which a guard that forgets the session too early
 * sends the visitor to /auth).
 */
let homeLoadsAfter: () => Promise<unknown>
const lazyHome = async () => {
  await homeLoadsAfter()
  return { element: <p>Home page</p> }
}
const sessionEnded = () =>
  vi.waitFor(async () => expect(await backend.auth.getSession()).toBeNull(), { timeout: 10_000, interval: 50 })

function renderGuard() {
  const router = createMemoryRouter(
    [
      { path: '/', lazy: lazyHome },
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
  const client = new QueryClient()
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

/** The guard on the local backend: who holds the admin role is the database's answer. */
describe('RequireStaff', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await testDatabase() // opening it takes seconds: once per file, not per test
  }, 120_000)
  beforeEach(async () => {
    homeLoadsAfter = () => Promise.resolve()
    backend = await freshLocalBackend()
  }, 60_000)

  it('shows a spinner while checking, then sends a visitor without a session to /auth', async () => {
    renderGuard()
    expect(screen.getByRole('status')).toHaveTextContent('Checking admin access...')
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument()
  })

  it('refuses a signed-in user without the admin role: / with Access Denied, and ends that session', async () => {
    await backend.auth.signInWithPassword(testAccounts.localMember)
    homeLoadsAfter = sessionEnded
    renderGuard()
    expect(await screen.findByText('Home page')).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Access Denied', { description: "You don't have admin privileges" })
    expect(await backend.auth.getSession()).toBeNull()
  })

  it('sends the user to / when the role lookup fails', async () => {
    await backend.auth.signInWithPassword(testAccounts.localAdmin)
    vi.spyOn(backend.auth, 'staffRole').mockRejectedValue(new Error('permission denied'))
    renderGuard()
    expect(await screen.findByText('Home page')).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Failed to verify admin access')
  })

  it('shows the dashboard to an admin and leaves for /auth on a sign-out event', async () => {
    await backend.auth.signInWithPassword(testAccounts.localAdmin)
    const router = renderGuard()
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument()
    await act(() => backend.auth.signOut())
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/auth')
  })

  it('asks for the session and the role once, however often it renders', async () => {
    await backend.auth.signInWithPassword(testAccounts.localAdmin)
    const getSession = vi.spyOn(backend.auth, 'getSession')
    const staffRole = vi.spyOn(backend.auth, 'staffRole')
    const router = renderGuard()
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument()
    await act(() => router.navigate('/'))
    await act(() => router.navigate('/admin-dashboard'))
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument()
    expect(getSession).toHaveBeenCalledTimes(1)
    expect(staffRole).toHaveBeenCalledTimes(1)
  })
})
