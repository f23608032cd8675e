/**
 * A viewer on the real local backend: the guard admits them, the dashboard shows the leads,
 * their history and the Overview, and offers no change (status, follow-up, note, CSV, posts,
 * team, audit, privacy, demo data). The database refuses a viewer's writes anyway (pgTAP).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { toast } from 'sonner'
import { RequireStaff, SignInPage } from '@/features/staff-auth'
import type { LocalBackend } from '@/lib/backend/local'
import { freshLocalBackend, testAccounts, testDatabase } from '@/testing/local-database'
import { aSubmissionInput } from '@/testing/records'
import { renderWithProviders } from '@/testing/render-with-providers'
import { AdminDashboard } from './admin-dashboard'

const SLOW = 300_000
const WAIT = { timeout: 60_000 }
let backend: LocalBackend
/** The viewer's one-time password. */
let password = ''
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getBackend: () => Promise.resolve(backend),
}))
vi.mock('sonner', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}))

beforeAll(() => testDatabase(), SLOW)
beforeEach(async () => {
  // jsdom has no layout: give the table area a size so the virtualizer renders rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
  backend = await freshLocalBackend()
  await backend.submissions.insert(aSubmissionInput({ fullName: 'Vera Visible' }))
  await backend.auth.signInWithPassword(testAccounts.localAdmin)
  const lead = (await backend.submissions.query()).rows[0]
  await backend.notes.add(lead?.id ?? '', 'Left a voicemail')
  const invited = await backend.team.invite({ email: 'reader@example.com', role: 'viewer' })
  password = invited.oneTimePassword ?? ''
  await backend.auth.signInWithPassword({ email: invited.email, password })
}, SLOW)

describe('the dashboard for a viewer', { timeout: SLOW }, () => {
  it('shows the leads and their history, and no control that changes anything', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <RequireStaff>
        <AdminDashboard />
      </RequireStaff>,
    )
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, WAIT)).toBeInTheDocument()
    const tabs = screen.getByRole('tablist', { name: 'Dashboard sections' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Form Submissions', 'Page Views', 'Chatbot Questions'])
    for (const name of ['Export CSV', 'Privacy request', 'Load Demo Data']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
    }
    await user.click(await screen.findByRole('button', { name: /View details of Vera Visible/ }, WAIT))
    const dialog = screen.getByRole('dialog', { name: 'Form Submission Details' })
    expect(await within(dialog).findByText('Left a voicemail', {}, WAIT)).toBeInTheDocument()
    expect(within(dialog).getByText('Lead status')).toBeInTheDocument()
    expect(within(dialog).queryByRole('combobox', { name: 'Lead status' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox', { name: /Add a note/ })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /follow-up/i })).not.toBeInTheDocument()
  })
})

describe('a revoked viewer', { timeout: SLOW }, () => {
  it('is refused at their next sign-in, even in the tab that admitted them before', async () => {
    const user = userEvent.setup()
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home page</p> },
        { path: '/auth', element: <SignInPage /> },
        {
          path: '/admin-dashboard',
          element: (
            <RequireStaff>
              <p>Dashboard for staff</p>
            </RequireStaff>
          ),
        },
      ],
      { initialEntries: ['/admin-dashboard'] },
    )
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('Dashboard for staff', {}, WAIT)).toBeInTheDocument()
    const viewerId = (await backend.caller())?.id ?? ''
    await act(() => backend.auth.signOut())
    expect(await screen.findByRole('button', { name: 'Sign In' }, WAIT)).toBeInTheDocument()

    // Meanwhile an admin revokes them (elsewhere: this tab's cache never hears of it).
    await backend.auth.signInWithPassword(testAccounts.localAdmin)
    await backend.team.revoke(viewerId)
    await backend.auth.signOut()

    await user.type(screen.getByLabelText(/Email/), 'reader@example.com')
    await user.type(screen.getByLabelText(/Password/), password)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Home page', {}, WAIT)).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Access Denied', { description: "You don't have admin privileges" })
  })
})
