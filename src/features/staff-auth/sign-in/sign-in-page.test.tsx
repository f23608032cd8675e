import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderRoutes } from '@/testing/render-with-providers'
import { SignInPage } from './sign-in-page'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))
const local = localBackendPerTest()

const renderPage = () =>
  renderRoutes(
    [
      { path: '/auth', element: <SignInPage /> },
      { path: '/admin-dashboard', element: <p>Dashboard</p> },
    ],
    '/auth',
  )

const admin = testAccounts.localAdmin

/** The sign-in page on the local backend: the database checks the password. */
describe('SignInPage', { timeout: 30_000 }, () => {
  it('sends a visitor who already has a session to the dashboard', async () => {
    await local.backend.auth.signInWithPassword(admin)
    renderPage()
    expect(await screen.findByText('Dashboard')).toBeInTheDocument()
  })

  it('requires email and password, with errors tied to the fields', async () => {
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }))
    const email = screen.getByLabelText(/Email/)
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Email is required')
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Password is required')
    expect(screen.getAllByRole('alert')).toHaveLength(2)
  })

  it("shows the server's message on a failed sign-in", async () => {
    renderPage()
    await userEvent.type(await screen.findByLabelText(/Email/), admin.email)
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Invalid login credentials' }))
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(await local.backend.auth.getSession()).toBeNull()
  })

  it("reads 'Signing in...' and is disabled while running, then welcomes and opens the dashboard", async () => {
    let release = () => {}
    const signIn = local.backend.auth.signInWithPassword.bind(local.backend.auth)
    vi.spyOn(local.backend.auth, 'signInWithPassword').mockImplementation(
      (credentials) => new Promise((resolve) => (release = () => resolve(signIn(credentials)))),
    )
    renderPage()
    await userEvent.type(await screen.findByLabelText(/Email/), admin.email)
    await userEvent.type(screen.getByLabelText(/Password/), admin.password)
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled()
    release()
    expect(await screen.findByText('Dashboard')).toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith('Welcome back!', { description: 'You have successfully signed in.' })
  })

  it("falls back to 'Failed to sign in' for an unexpected error", async () => {
    vi.spyOn(local.backend.auth, 'signInWithPassword').mockRejectedValue(new TypeError('boom'))
    renderPage()
    await userEvent.type(await screen.findByLabelText(/Email/), 'a@b.co')
    await userEvent.type(screen.getByLabelText(/Password/), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to sign in' }))
  })
})
