import { QueryClient } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { toast } from 'sonner'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderRoutes } from '@/testing/render-with-providers'
import { staffRoutes } from '@/testing/staff-routes'
import { getSession } from '@/lib/staff/auth/get-session'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { signOut } from '@/lib/staff/auth/sign-out'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))
const local = localBackendPerTest()

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
  vi.waitFor(async () => expect(await getSession(local.backend.client)).toBeNull(), { timeout: 10_000, interval: 50 })

const renderGuard = (queries?: QueryClient) =>
  renderRoutes([{ path: '/', lazy: lazyHome }, ...staffRoutes(<p>Secret dashboard</p>)], '/admin-dashboard', queries)

/** The guard on the local backend: who holds the admin role is the database's answer. */
describe('RequireStaff', { timeout: 30_000 }, () => {
  beforeEach(() => {
    homeLoadsAfter = () => Promise.resolve()
  })

  it('shows a spinner while checking, then sends a visitor without a session to /auth', async () => {
    renderGuard()
    expect(screen.getByRole('status')).toHaveTextContent('Checking admin access...')
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument()
  })

  it('refuses a signed-in user without the admin role: / with Access Denied, and ends that session', async () => {
    await signInWithPassword(local.backend.client, testAccounts.localMember)
    homeLoadsAfter = sessionEnded
    renderGuard()
    expect(await screen.findByText('Home page')).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Access Denied', { description: "You don't have admin privileges" })
    expect(await getSession(local.backend.client)).toBeNull()
  })

  it('sends the user to / when the role lookup fails', async () => {
    await signInWithPassword(local.backend.client, testAccounts.localAdmin)
    // The role lookup is the guard's first read of a table.
    vi.spyOn(local.backend.client, 'from').mockImplementationOnce(() => {
      throw new Error('permission denied')
    })
    renderGuard()
    expect(await screen.findByText('Home page')).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Failed to verify admin access')
  })

  it('shows the dashboard to an admin and leaves for /auth on a sign-out event', async () => {
    await signInWithPassword(local.backend.client, testAccounts.localAdmin)
    const router = renderGuard()
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument()
    await act(() => signOut(local.backend.client))
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/auth')
  })

  it('asks for the session and the role once, however often it renders', async () => {
    await signInWithPassword(local.backend.client, testAccounts.localAdmin)
    const queries = new QueryClient()
    const reads: unknown[] = []
    queries.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'fetch')
        reads.push((event.query.queryKey as readonly unknown[])[1])
    })
    const sessionReads = () => reads.filter((name) => name === 'session')
    const roleReads = () => reads.filter((name) => name === 'staff-role')
    const router = renderGuard(queries)
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument()
    await act(() => router.navigate('/'))
    await act(() => router.navigate('/admin-dashboard'))
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument()
    expect(sessionReads()).toHaveLength(1)
    expect(roleReads()).toHaveLength(1)
  })
})
