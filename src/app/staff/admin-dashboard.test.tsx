import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import type { Submission } from '@/lib/backend/leads-schema'
import { failRequests } from '@/testing/failing-requests'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderWithProviders } from '@/testing/render-with-providers'
import { rowId, seedEvents, seedLeads, type SeededEvent } from '@/testing/seed-rows'
import { spokenTextsOf, textsOf } from '@/testing/texts'
import { AdminDashboard } from './admin-dashboard'
import { getSession } from '@/lib/staff/auth/get-session'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))
const local = localBackendPerTest({ signedInAs: testAccounts.localAdmin })

const submission: Submission = {
  id: rowId(1),
  clientId: '7b0b6a8e-1f4e-4c51-9a44-0c4b1d2f3e01',
  createdAt: '2026-03-01T10:00:00.000Z',
  formType: 'consultation',
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  phone: null,
  investorType: 'reinsurance',
  investmentAmount: null,
  investmentGoal: null,
  investmentTimeline: '9:00 AM',
  message: null,
  metadata: { fullName: 'Ann Lee', timeSlot: '9:00 AM', submittedAt: '2026-03-01' },
  page: null,
  source: 'Direct',
  status: 'new',
  followUpOn: null,
}
const event = (type: SeededEvent['type'], details: string, createdAt: string, metadata = {}): SeededEvent => ({
  type,
  details,
  metadata,
  page: '/about',
  userAgent: null,
  createdAt,
})
/** An instant `minutes` ago: the cards count page views and chats over the last 30 days. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

/** The dashboard on the local backend, over this file's database, signed in as the admin. */
describe('AdminDashboard', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // jsdom has no layout: give the 400 px table area its size so the virtualizer renders rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
  })

  async function seedOneOfEach() {
    await seedLeads(local.db, [submission])
    const visit = { visitId: 'v-1', path: '/about' }
    await seedEvents(local.db, [
      event('pageview', 'Viewed /about', minutesAgo(3), visit),
      event('pageview', 'Left /about. Time spent: 12s', minutesAgo(2.8), { ...visit, seconds: 12 }),
      event('chatbot', 'What is the minimum?', minutesAgo(2)),
    ])
  }

  it('shows the counts, the default tab and the submission row with the spec rules', async () => {
    await seedOneOfEach()
    renderWithProviders(<AdminDashboard />)
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument()
    // One page view (its "Left" record is its time spent), each card saying its period.
    const cards = within(screen.getByRole('list', { name: 'Summary' })).getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Page Views Last 30 days',
      'Form Submissions All time',
      'Chatbot Interactions Last 30 days',
      'New Leads All time, still new',
    ])
    expect(cards.map((card) => within(card).getByText(/^\d+$/).textContent)).toEqual(['1', '1', '1', '1'])
    expect(cards[0]).toHaveTextContent('New: none in the previous 30 days')
    expect(screen.getByRole('tab', { name: 'Form Submissions' })).toHaveAttribute('aria-selected', 'true')
    expect(textsOf(screen.getAllByRole('tab'))).toEqual([
      'Overview',
      'Form Submissions',
      'Page Views',
      'Chatbot Questions',
      'Conversations',
      'Needs review',
      'Blog Posts',
      'Review',
      'Team',
      'Availability',
      'Subscribers',
      'Audit',
      'Archive',
      'Mailbox',
    ])
    const row = await screen.findByRole('row', { name: /Ann Lee/ })
    const cells = spokenTextsOf(within(row).getAllByRole('cell'))
    expect(cells.slice(1, 6)).toEqual(['Consultation', 'Ann Lee', 'ann@example.com', 'N/A', '9:00 AM'])
  })

  it('opens the details dialog with every section', async () => {
    await seedOneOfEach()
    renderWithProviders(<AdminDashboard />)
    await screen.findByRole('heading', { name: 'Admin Dashboard' })
    await userEvent.click(await screen.findByRole('button', { name: /View details of Ann Lee/ }))
    const dialog = screen.getByRole('dialog', { name: 'Form Submission Details' })
    expect(within(dialog).getByText('Not provided')).toBeInTheDocument()
    expect(within(dialog).getByText('Unknown page')).toBeInTheDocument()
    expect(within(dialog).getByText('Investment Timeline')).toBeInTheDocument()
    expect(within(dialog).queryByText('Investment Goal')).not.toBeInTheDocument()
    expect(within(dialog).getByText('Time Slot')).toBeInTheDocument()
    expect(within(dialog).getByText('Submitted At')).toBeInTheDocument()
  })

  it('filters by search text and shows the page views and chat tabs', async () => {
    await seedOneOfEach()
    renderWithProviders(<AdminDashboard />)
    await userEvent.type(await screen.findByLabelText('Search submissions'), 'nobody')
    expect(await screen.findByText('No submissions match your search')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Page Views' }))
    expect(await screen.findByRole('row', { name: /Viewed \/about/ })).toHaveTextContent('12s')
    expect(screen.queryByRole('row', { name: /Left \/about/ })).not.toBeInTheDocument()
    expect(screen.getByText('1 page view')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Chatbot Questions' }))
    expect(await screen.findByRole('row', { name: /minimum/ })).toBeInTheDocument()
  })

  it('shows the empty states and refreshes on demand', async () => {
    renderWithProviders(<AdminDashboard />)
    expect(await screen.findByText('No form submissions yet')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Data refreshed'))
    await userEvent.click(screen.getByRole('tab', { name: 'Page Views' }))
    expect(await screen.findByText('No page views recorded yet')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Chatbot Questions' }))
    expect(await screen.findByText('No chatbot interactions recorded yet')).toBeInTheDocument()
  })

  it('keeps the open tab in the URL', async () => {
    const { router } = renderWithProviders(<AdminDashboard />)
    await userEvent.click(await screen.findByRole('tab', { name: 'Chatbot Questions' }))
    expect(router.state.location.search).toBe('?tab=chats')
    await userEvent.click(screen.getByRole('tab', { name: 'Form Submissions' }))
    expect(router.state.location.search).toBe('')
  })

  it('toasts when submissions fail to load', async () => {
    failRequests(local.backend.client, 'form_submissions', ['select'])
    renderWithProviders(<AdminDashboard />)
    await screen.findByRole('heading', { name: 'Admin Dashboard' })
    expect(toast.error).toHaveBeenCalledWith('Failed to load form submissions. Please try again.', {
      id: 'admin-submissions-error',
    })
  })

  it('stays put and says so when signing out fails', async () => {
    vi.spyOn(local.backend.client.auth, 'signOut').mockRejectedValue(new Error('network'))
    const { router } = renderWithProviders(<AdminDashboard />)
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to sign out' }))
    expect(router.state.location.pathname).toBe('/admin-dashboard')
  })

  it('signs out to /auth', async () => {
    const { router } = renderWithProviders(<AdminDashboard />)
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }))
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/auth')
    expect(toast.success).toHaveBeenCalledWith('Signed out')
    expect(await getSession(local.backend.client)).toBeNull()
  })
})
