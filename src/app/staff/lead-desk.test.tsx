/** The lead desk in the dashboard: status (with Undo), follow-up, notes, the desk's filters. */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import type { Submission } from '@/lib/backend/leads-schema'
import { newYorkToday } from '@/lib/new-york-date'
import { failRequests } from '@/testing/failing-requests'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { aSubmission } from '@/testing/records'
import { renderWithProviders } from '@/testing/render-with-providers'
import { rowId, seedLeads, storedLead } from '@/testing/seed-rows'
import { AdminDashboard } from './admin-dashboard'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))
const local = localBackendPerTest({
  seed: (_, db) => seedLeads(db, [ann, bo]),
  signedInAs: testAccounts.localAdmin,
})

/** The n-th lead, a minute after the one before (the desk lists the newest first). */
const lead = (n: number, over: Partial<Submission>) =>
  aSubmission({
    id: rowId(n),
    createdAt: new Date(Date.UTC(2026, 2, 1, 10, n)).toISOString(),
    clientId: crypto.randomUUID(),
    fullName: null,
    email: `lead${n}@example.com`,
    message: null,
    ...over,
  })

const ann = lead(1, {
  fullName: 'Ann Lee',
  metadata: { attribution: { source: 'newsletter', campaign: 'q4', landing_page: '/investment' }, visitId: 'v1' },
})
const bo = lead(2, { fullName: 'Bo Chen', status: 'won', followUpOn: '2020-01-01' })

async function openAnn() {
  await userEvent.click(await screen.findByRole('button', { name: /View details of Ann Lee/ }))
  return screen.getByRole('dialog', { name: 'Form Submission Details' })
}

/** Opens Ann's details and picks a status in its list by the key of its first letter. */
async function pickAnnStatusByKey(key: string) {
  renderWithProviders(<AdminDashboard />)
  const dialog = await openAnn()
  within(dialog).getByRole('combobox', { name: 'Lead status' }).focus()
  await userEvent.keyboard(key)
  return dialog
}

/** The desk on the local backend: status history and filters are the database's own. */
describe('lead desk', { timeout: 30_000 }, () => {
  const annNow = () => storedLead(local.db, ann.id)
  beforeEach(() => {
    vi.mocked(toast.success).mockClear()
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
  })

  it('shows status, source and follow-up in the table and counts the new leads', async () => {
    renderWithProviders(<AdminDashboard />)
    const row = await screen.findByRole('row', { name: /Ann Lee/ })
    expect(within(row).getByText('New')).toBeInTheDocument()
    expect(within(row).getByText('newsletter')).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /Bo Chen/ })).toHaveTextContent(/Won.*Direct.*Jan 1, 2020/)
    const summary = screen.getByRole('list', { name: 'Summary' })
    expect(within(summary).getByText('New Leads').parentElement).toHaveTextContent('1')
  })

  it('changes the status from the dialog by keyboard, toasts, and undoes it from the toast', async () => {
    const dialog = await pickAnnStatusByKey('c')
    await waitFor(async () => expect(await annNow()).toMatchObject({ status: 'contacted' }))
    expect(within(dialog).getByRole('combobox', { name: 'Lead status' })).toHaveTextContent('Contacted')
    const [title, options] = vi.mocked(toast.success).mock.calls.at(-1) ?? []
    expect(title).toBe('Status changed to Contacted')
    const action = (options as { action: { label: string; onClick: () => void } }).action
    expect(action.label).toBe('Undo')
    act(() => action.onClick())
    await waitFor(async () => expect(await annNow()).toMatchObject({ status: 'new' }))
    expect(toast.success).toHaveBeenLastCalledWith('Status set back to New')
    expect(await within(dialog).findAllByText('Status changed to')).toHaveLength(2)
    expect(within(dialog).getByRole('status')).toHaveTextContent('Status set back to New')
  })

  it('offers the same Undo inside the dialog, where keyboard focus stays while it is open', async () => {
    const dialog = await pickAnnStatusByKey('q')
    await waitFor(async () => expect(await annNow()).toMatchObject({ status: 'qualified' }))
    expect(within(dialog).getByRole('status')).toHaveTextContent('Status changed to Qualified')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo: set the status back to New' }))
    await waitFor(async () => expect(await annNow()).toMatchObject({ status: 'new' }))
  })

  it('adds a note, refuses a blank one with a message tied to the box, and keeps the text on failure', async () => {
    renderWithProviders(<AdminDashboard />)
    const dialog = await openAnn()
    const box = within(dialog).getByRole('textbox', { name: 'Add a note' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add note' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Write a note before adding it')
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box.getAttribute('aria-describedby')).toContain(within(dialog).getByRole('alert').id)

    failRequests(local.backend.client, 'lead_notes', ['insert'])
    await userEvent.type(box, 'Called, no answer')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add note' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not add the note', expect.anything()))
    expect(box).toHaveValue('Called, no answer')
  })

  it('sets a follow-up for today and finds the lead with "Due today"; shows the whole source', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    await seedLeads(local.db, [lead(3, { fullName: 'Cy Later', followUpOn: later }), lead(4, {})])
    renderWithProviders(<AdminDashboard />)
    expect(await screen.findByText('Showing 1–4 of 4 submissions')).toBeInTheDocument()
    const dialog = await openAnn()
    expect(within(dialog).getByText('Campaign').nextSibling).toHaveTextContent('q4')
    expect(within(dialog).getByText('Landing Page').nextSibling).toHaveTextContent('/investment')
    await userEvent.type(within(dialog).getByLabelText('Follow-up date'), newYorkToday())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save follow-up' }))
    await waitFor(async () => expect(await annNow()).toMatchObject({ followUpOn: newYorkToday() }))
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Due today' }))
    await waitFor(() => expect(screen.getByText('Showing 1–2 of 2 submissions')).toBeInTheDocument())
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'new')
    await waitFor(() => expect(screen.getByText('Showing 1–1 of 1 submissions')).toBeInTheDocument())
    expect(screen.getByRole('row', { name: /Ann Lee/ })).toBeInTheDocument()
  })

  it('marks the leads the firm was not e-mailed about, says why, and finds them with "Not notified"', async () => {
    await local.db.query('update public.form_submissions set notified_at = $2 where id = $1', [
      ann.id,
      '2026-03-01T10:02:00Z',
    ])
    await local.db.query(
      'update public.form_submissions set notify_attempts = 2, notify_last_error = $2 where id = $1',
      [bo.id, 'e-mail provider answered 422: invalid from address'],
    )
    renderWithProviders(<AdminDashboard />)
    const boRow = await screen.findByRole('row', { name: /Bo Chen/ })
    expect(within(boRow).getByText('Not notified')).toBeInTheDocument()
    expect(within(screen.getByRole('row', { name: /Ann Lee/ })).queryByText('Not notified')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Not notified' }))
    await waitFor(() => expect(screen.getByText('Showing 1–1 of 1 submissions')).toBeInTheDocument())
    expect(screen.queryByRole('row', { name: /Ann Lee/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /View details of Bo Chen/ }))
    const dialog = screen.getByRole('dialog', { name: 'Form Submission Details' })
    expect(within(dialog).getByText(/Not notified \(2 attempts\): e-mail provider answered 422/)).toBeInTheDocument()
  })
})
