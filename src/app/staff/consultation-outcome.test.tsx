/** The desk marks a consultation that has begun attended or a no-show; one yet to come offers neither. */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import type { Submission } from '@/lib/backend/leads-schema'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { aSubmission } from '@/testing/records'
import { renderWithProviders } from '@/testing/render-with-providers'
import { rowId, seedLeads } from '@/testing/seed-rows'
import { AdminDashboard } from './admin-dashboard'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))

/** A weekday a week or two ahead (New York), as the booking window accepts. */
function weekdayAhead(days: number) {
  const day = new Date(Date.now() + days * 86_400_000)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

const booking = (n: number, fullName: string, consultationDate: string): Submission =>
  aSubmission({
    id: rowId(n),
    createdAt: new Date(Date.UTC(2026, 2, 1, 10, n)).toISOString(),
    clientId: crypto.randomUUID(),
    formType: 'consultation',
    fullName,
    email: `lead${n}@example.com`,
    consultationDate,
    consultationSlot: '10:00 AM',
  })

const past = booking(1, 'Ann Lee', weekdayAhead(10))
const coming = booking(2, 'Bo Chen', weekdayAhead(12))
const local = localBackendPerTest({
  seed: async (_, db) => {
    await seedLeads(db, [past, coming])
    // Booked ahead, as every booking is; then its day passes (a Monday in 2026).
    await db.query(`update public.form_submissions set consultation_date = '2026-03-02' where id = $1`, [past.id])
  },
  signedInAs: testAccounts.localAdmin,
})

const statusOf = async (id: string) =>
  (
    await local.db.query<{ status: string }>(
      'select consultation_status::text as status from public.form_submissions where id = $1',
      [id],
    )
  ).rows[0]?.status

async function openDetails(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`View details of ${name}`) }))
  return screen.getByRole('dialog', { name: 'Form Submission Details' })
}

describe('a consultation on the desk', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
  })

  it('is marked a no-show once it has begun, and the database keeps it', async () => {
    renderWithProviders(<AdminDashboard />)
    const dialog = await openDetails('Ann Lee')
    expect(within(dialog).getByText(/New York time, Booked$/)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'No-show' }))
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Marked no-show'))
    expect(await statusOf(past.id)).toBe('no_show')
    expect(await within(dialog).findByText(/New York time, No-show$/)).toBeInTheDocument()
  })

  it('offers no mark before its day', async () => {
    renderWithProviders(<AdminDashboard />)
    const dialog = await openDetails('Bo Chen')
    expect(within(dialog).getByText(/New York time, Booked$/)).toBeInTheDocument()
    expect(within(dialog).queryByRole('group', { name: 'Mark the consultation' })).toBeNull()
    expect(await statusOf(coming.id)).toBe('booked')
  })
})
