import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderRoutes } from '@/testing/render-with-providers'
import { SignInPage } from './sign-in-page'
import { getSession } from '@/lib/staff/auth/get-session'
import type * as signInOperation from '@/lib/staff/auth/sign-in'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))
/** The operation itself, wrapped so a test can hold or fail one sign-in. */
vi.mock('@/lib/staff/auth/sign-in', async (importOriginal) => {
  const operation = await importOriginal<typeof signInOperation>()
  return { ...operation, signInWithPassword: vi.fn(operation.signInWithPassword) }
})
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
    await signInWithPassword(local.backend.client, admin)
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
    expect(await getSession(local.backend.client)).toBeNull()
  })

  it("reads 'Signing in...' and is disabled while running, then welcomes and opens the dashboard", async () => {
    let release = () => {}
    const signIn = (await vi.importActual<typeof signInOperation>('@/lib/staff/auth/sign-in')).signInWithPassword
    vi.mocked(signInWithPassword).mockImplementationOnce(
      (client, credentials) => new Promise((resolve) => (release = () => resolve(signIn(client, credentials)))),
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
    vi.mocked(signInWithPassword).mockRejectedValueOnce(new TypeError('boom'))
    renderPage()
    await userEvent.type(await screen.findByLabelText(/Email/), 'a@b.co')
    await userEvent.type(screen.getByLabelText(/Password/), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to sign in' }))
  })
})
