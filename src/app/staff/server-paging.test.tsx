/**
 * Past 1,000 leads (PostgREST's max_rows on Supabase, and the most any request of either adapter
 * asks for) the dashboard must still show and export every lead: the local backend runs over
 * 1,500 stored leads, and counts, pages and exports them in the database (the export in one call
 * to export_leads(), which records the real count in the audit log).
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LocalBackend } from '@/lib/backend/local'
import { freshLocalBackend, testAccounts, testDatabase } from '@/testing/local-database'
import { aSubmission } from '@/testing/records'
import { renderWithProviders } from '@/testing/render-with-providers'
import { rowId, seedLeads } from '@/testing/seed-rows'
import { getAuditEntries } from '@/features/staff/api/get-audit-entries'
import { exportLeads } from '@/features/lead-desk/api/export-leads'
import { AdminDashboard } from './admin-dashboard'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'

let backend: LocalBackend
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getBackend: () => Promise.resolve(backend),
  getClient: () => Promise.resolve(backend.client),
}))
const downloads: string[] = []
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  downloadCsv: (_name: string, csv: string) => downloads.push(csv),
}))

const ROWS = 1500

/** Lead i arrived i minutes after the first: Lead 1499 is the newest. One in four was contacted. */
const storedLead = (i: number) =>
  aSubmission({
    id: rowId(i + 1),
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    clientId: crypto.randomUUID(),
    formType: i % 2 ? 'contact_form' : 'newsletter',
    fullName: `Lead ${i}`,
    email: `lead${i}@example.com`,
    message: i % 2 ? `Question ${i}` : null,
    status: i % 4 ? 'new' : 'contacted',
  })

describe('dashboard past 1,000 leads', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    const db = await testDatabase()
    backend = await freshLocalBackend()
    await seedLeads(
      db,
      Array.from({ length: ROWS }, (_, i) => storedLead(i)),
    )
  }, 120_000)

  beforeEach(async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
    // The desk's rows grow with their text and are measured: jsdom lays nothing out (every box 0 px tall).
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64)
    await signInWithPassword(backend.client, testAccounts.localAdmin)
    downloads.length = 0
  }, 60_000)

  it('shows the true total, the newest lead first, and pages on the server', async () => {
    renderWithProviders(<AdminDashboard />)
    const summary = await screen.findByRole('list', { name: 'Summary' })
    expect(within(summary).getByText('Form Submissions').parentElement).toHaveTextContent('1,500')
    expect(within(summary).getByText('New Leads').parentElement).toHaveTextContent('1,125')
    expect(await screen.findByText('Showing 1–50 of 1,500 submissions')).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /Lead 1499/ })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Form submissions' })).toHaveAttribute('aria-rowcount', '1501')
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Showing 51–100 of 1,500 submissions')).toBeInTheDocument()
    expect(await screen.findByRole('row', { name: /Lead 1449/ })).toHaveAttribute('aria-rowindex', '52')
  })

  it('exports every row in one call, which the database records with the real count', async () => {
    const rpc = vi.spyOn(backend.client, 'rpc')
    const before = (await getAuditEntries(backend.client, { action: 'leads.export' })).total
    renderWithProviders(<AdminDashboard />)
    await screen.findByText('Showing 1–50 of 1,500 submissions')
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    const lines = downloads[0]?.trimEnd().split('\r\n') ?? []
    expect(lines).toHaveLength(ROWS + 1)
    expect(lines[1]).toContain('Lead 1499')
    expect(lines.at(-1)).toContain('Lead 0')
    expect(rpc.mock.calls.filter(([name]) => name === 'export_leads')).toHaveLength(1)
    const trail = await getAuditEntries(backend.client, { action: 'leads.export' })
    expect(trail.total).toBe(before + 1)
    expect(trail.rows[0]?.details).toMatchObject({ rows: ROWS })
  })

  it('exports only the filtered rows, all of them, and records that count', async () => {
    const rows = await exportLeads(backend.client, { formType: 'contact_form' })
    expect(rows).toHaveLength(ROWS / 2)
    expect(new Set(rows.map((r) => r.id)).size).toBe(ROWS / 2)
    const [entry] = (await getAuditEntries(backend.client, { action: 'leads.export' })).rows
    expect(entry?.details).toEqual({ rows: ROWS / 2, filters: { sort: 'newest', form_type: 'contact_form' } })
  })
})
