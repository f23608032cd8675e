import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { toast } from 'sonner'
import { createFakeBackend, fakeSession, type FakeBackend } from '@/testing/fake-admin-backend'
import { RequireAdmin } from './require-admin'

let backend: FakeBackend
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getBackend: () => Promise.resolve(backend),
}))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))

/**
 * The home page loads lazily, as in the app: it finishes only after a refused session has ended
 * (the order in which a guard that forgets the session too early sends the visitor to /auth).
 */
const lazyHome = async () => {
  await vi.waitFor(() => expect(backend.state.session === null || backend.state.admin instanceof Error).toBe(true))
  return { element: <p>Home page</p> }
}

function renderGuard() {
  const router = createMemoryRouter(
    [
      { path: '/', lazy: lazyHome },
      { path: '/auth', element: <p>Sign-in page</p> },
      {
        path: '/admin-dashboard',
        element: (
          <RequireAdmin>
            <p>Secret dashboard</p>
          </RequireAdmin>
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

describe('RequireAdmin', () => {
  it('shows a spinner while checking, then sends a visitor without a session to /auth', async () => {
    backend = createFakeBackend()
    renderGuard()
    expect(screen.getByRole('status')).toHaveTextContent('Checking admin access...')
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument()
  })

  it('refuses a signed-in user without the admin role: / with Access Denied, and ends that session', async () => {
    backend = createFakeBackend({ session: fakeSession(), admin: false })
    renderGuard()
    expect(await screen.findByText('Home page')).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Access Denied', { description: "You don't have admin privileges" })
    await vi.waitFor(() => expect(backend.state.session).toBeNull())
  })

  it('sends the user to / when the role lookup fails', async () => {
    backend = createFakeBackend({ session: fakeSession(), admin: new Error('permission denied') })
    renderGuard()
    expect(await screen.findByText('Home page')).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Failed to verify admin access')
  })

  it('shows the dashboard to an admin and leaves for /auth on a sign-out event', async () => {
    backend = createFakeBackend({ session: fakeSession(), admin: true })
    const router = renderGuard()
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument()
    act(() => backend.emit('SIGNED_OUT', null))
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/auth')
  })

  it('asks for the session and the role once, however often it renders', async () => {
    backend = createFakeBackend({ session: fakeSession(), admin: true })
    const getSession = vi.spyOn(backend.auth, 'getSession')
    const isAdmin = vi.spyOn(backend.auth, 'isAdmin')
    const router = renderGuard()
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument()
    await act(() => router.navigate('/'))
    await act(() => router.navigate('/admin-dashboard'))
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument()
    expect(getSession).toHaveBeenCalledTimes(1)
    expect(isAdmin).toHaveBeenCalledTimes(1)
  })
})
