/**
 * A viewer on the real local backend: the guard admits them, the dashboard shows the leads,
 * their history and the Overview, and offers no change (status, follow-up, note, CSV, posts,
 * team, audit, privacy, demo data). The database refuses a viewer's writes anyway (pgTAP).
 */
import { QueryClient } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { addLeadNote } from '@/features/lead-desk/api/add-lead-note'
import { getLeads } from '@/features/lead-desk/api/get-leads'
import { SignInPage } from '@/features/staff-auth'
import { insertLead } from '@/lib/submissions/insert-lead'
import { inviteStaff } from '@/features/staff/api/invite-staff'
import { revokeStaff } from '@/features/staff/api/revoke-staff'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderDashboard, SLOW, WAIT } from '@/testing/render-dashboard'
import { aSubmissionInput } from '@/testing/records'
import { renderRoutes } from '@/testing/render-with-providers'
import { staffRoutes } from '@/testing/staff-routes'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { signOut } from '@/lib/staff/auth/sign-out'

/** The viewer's one-time password. */
let password = ''
vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('sonner', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}))

const local = localBackendPerTest({
  seed: async (backend) => {
    await insertLead(backend.client, aSubmissionInput({ fullName: 'Vera Visible' }))
    await signInWithPassword(backend.client, testAccounts.localAdmin)
    const lead = (await getLeads(backend.client)).rows[0]
    await addLeadNote(backend.client, lead?.id ?? '', 'Left a voicemail')
    const invited = await inviteStaff(backend.client, { email: 'reader@example.com', role: 'viewer' })
    password = invited.oneTimePassword ?? ''
    await signInWithPassword(backend.client, { email: invited.email, password })
  },
  hookTimeout: SLOW,
})
beforeEach(() => {
  // jsdom has no layout: give the table area a size so the virtualizer renders rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
})

describe('the dashboard for a viewer', { timeout: SLOW }, () => {
  it('shows the leads and their history, and no control that changes anything', async () => {
    const user = userEvent.setup()
    const tabs = await renderDashboard()
    expect(tabs).toEqual(['Overview', 'Form Submissions', 'Page Views', 'Chatbot Questions'])
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
    renderRoutes(
      [{ path: '/', element: <p>Home page</p> }, ...staffRoutes(<p>Dashboard for staff</p>, <SignInPage />)],
      '/admin-dashboard',
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    )
    expect(await screen.findByText('Dashboard for staff', {}, WAIT)).toBeInTheDocument()
    const viewerId = (await local.backend.caller())?.id ?? ''
    await act(() => signOut(local.backend.client))
    expect(await screen.findByRole('button', { name: 'Sign In' }, WAIT)).toBeInTheDocument()

    // Meanwhile an admin revokes them (elsewhere: this tab's cache never hears of it).
    await signInWithPassword(local.backend.client, testAccounts.localAdmin)
    await revokeStaff(local.backend.client, viewerId)
    await signOut(local.backend.client)

    await user.type(screen.getByLabelText(/Email/), 'reader@example.com')
    await user.type(screen.getByLabelText(/Password/), password)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Home page', {}, WAIT)).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Access Denied', { description: "You don't have admin privileges" })
  })
})
