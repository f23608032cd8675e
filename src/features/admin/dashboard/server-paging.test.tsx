/**
 * Past PostgREST's max_rows (1,000) the dashboard must still show and export every lead: the
 * Supabase adapter runs for real over the fake project, which caps each answer at 1,000 rows.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { parseEnv } from '@/config/env'
import { localAccountsFrom } from '@/lib/backend/local/accounts'
import type { Backend } from '@/lib/backend/ports'
import { createSupabaseBackend, type SupabaseBackend } from '@/lib/backend/supabase'
import { createFakeSupabase, FAKE_ANON_KEY, FAKE_URL } from '@/testing/fake-supabase'
import { fetchAllSubmissions } from '../api/export-submissions'
import { renderWithProviders } from '@/testing/render-with-providers'
import { AdminDashboard } from './admin-dashboard'

let backend: Backend
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getBackend: () => Promise.resolve(backend),
}))
const downloads: string[] = []
vi.mock('../lib/csv', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  downloadCsv: (_name: string, csv: string) => downloads.push(csv),
}))

const env = {
  ...parseEnv({ VITE_SUPABASE_URL: FAKE_URL, VITE_SUPABASE_ANON_KEY: FAKE_ANON_KEY }),
  ...localAccountsFrom({}),
}
const admin = { id: 'a0000000-0000-4000-8000-000000000001', ...env.localAdmin, admin: true }
const ROWS = 1500

function storedRow(i: number) {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    client_id: crypto.randomUUID(),
    form_type: i % 2 ? 'contact_form' : 'newsletter',
    full_name: `Lead ${i}`,
    email: `lead${i}@example.com`,
    phone: null,
    investor_type: null,
    investment_amount: null,
    investment_goal: null,
    investment_timeline: null,
    message: i % 2 ? `Question ${i}` : null,
    metadata: {},
    page: '/contact',
  }
}

describe('dashboard past 1,000 leads (Supabase adapter, max_rows 1,000)', { timeout: 30_000 }, () => {
  let supabase: SupabaseBackend
  beforeEach(async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
    const fake = createFakeSupabase([admin])
    for (let i = 0; i < ROWS; i++) fake.tables.form_submissions.push(storedRow(i))
    supabase = createSupabaseBackend(env, { fetch: fake.fetch })
    backend = supabase
    await supabase.auth.signInWithPassword(env.localAdmin)
    downloads.length = 0
  })
  afterEach(() => supabase.dispose())

  it('shows the true total, the newest lead first, and pages on the server', async () => {
    renderWithProviders(<AdminDashboard />)
    const summary = await screen.findByRole('list', { name: 'Summary' })
    expect(within(summary).getByText('1,500')).toBeInTheDocument()
    expect(await screen.findByText('Showing 1–50 of 1,500 submissions')).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /Lead 1499/ })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Form submissions' })).toHaveAttribute('aria-rowcount', '1501')
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Showing 51–100 of 1,500 submissions')).toBeInTheDocument()
    expect(await screen.findByRole('row', { name: /Lead 1449/ })).toHaveAttribute('aria-rowindex', '52')
  })

  it('exports every row, reading page by page', async () => {
    renderWithProviders(<AdminDashboard />)
    await screen.findByText('Showing 1–50 of 1,500 submissions')
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await vi.waitFor(() => expect(downloads).toHaveLength(1))
    const lines = downloads[0]?.trimEnd().split('\r\n') ?? []
    expect(lines).toHaveLength(ROWS + 1)
    expect(lines[1]).toContain('Lead 1499')
    expect(lines.at(-1)).toContain('Lead 0')
  })

  it('exports only the filtered rows, all of them', async () => {
    const rows = await fetchAllSubmissions(backend.submissions, { formType: 'contact_form' })
    expect(rows).toHaveLength(ROWS / 2)
    expect(new Set(rows.map((r) => r.id)).size).toBe(ROWS / 2)
  })
})
