/**
 * The Availability tab on the local backend: an admin changes the notice and the buffer, adds and
 * removes a day off and the federal holidays; the booking form's list of closed slots follows at
 * once (the database decides). Compliance reads it all and changes nothing.
 */
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { StaffRoleContext } from '@/lib/staff/staff-role'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { bookableMondays } from '@/testing/records'
import { renderWithProviders } from '@/testing/render-with-providers'
import { AvailabilityTab } from './availability-tab'
import { longDay } from './days-off'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
const local = localBackendPerTest({ signedInAs: testAccounts.localAdmin })
const WAIT = { timeout: 15_000 }

const { day } = bookableMondays()
/** How many slots of the day the booking form may not offer (what its calendar reads). */
const closedOn = async (date: string) =>
  (await dataOrThrow(local.backend.client.rpc('taken_consultation_slots', { from_date: date, to_date: date }), 'read'))
    .length

describe('Availability', { timeout: 60_000 }, () => {
  it('lets an admin set the rules and the days off, which the booking form follows', async () => {
    renderWithProviders(<AvailabilityTab />)
    expect(
      await screen.findByText(/Visitors book at least 1 business day ahead; consultations may follow/, {}, WAIT),
    ).toBeInTheDocument()

    const notice = screen.getByRole('spinbutton', { name: 'Minimum notice (business days)' })
    await userEvent.clear(notice)
    await userEvent.type(notice, '11')
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }))
    expect(notice).toHaveAccessibleDescription(/Give a whole number of business days from 0 to 10/)
    await userEvent.clear(notice)
    await userEvent.type(notice, '2')
    const buffer = screen.getByRole('spinbutton', { name: 'Buffer between consultations (minutes)' })
    await userEvent.clear(buffer)
    await userEvent.type(buffer, '15')
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }))
    expect(
      await screen.findByText(/at least 2 business days ahead; 15 minutes are kept free/, {}, WAIT),
    ).toBeInTheDocument()

    expect(await closedOn(day)).toBe(0)
    const add = screen.getByRole('form', { name: 'Add a day off' })
    fireEvent.change(within(add).getByLabelText('Day'), { target: { value: day } })
    await userEvent.type(within(add).getByRole('textbox', { name: 'Reason' }), 'Office move')
    await userEvent.click(within(add).getByRole('button', { name: 'Add day off' }))
    const row = await screen.findByRole('row', { name: new RegExp(`^${longDay(day)} Office move`) }, WAIT)
    expect(await closedOn(day)).toBe(13)

    await userEvent.click(within(row).getByRole('button', { name: `Remove the day off ${longDay(day)}` }))
    expect(await screen.findByText('No days off ahead.', {}, WAIT)).toBeInTheDocument()
    expect(await closedOn(day)).toBe(0)

    const next = new Date().getFullYear() + 1
    await userEvent.click(screen.getByRole('button', { name: `Add the ${next} federal holidays` }))
    expect(await screen.findByRole('cell', { name: `Independence Day` }, WAIT)).toBeInTheDocument()
    expect(screen.getAllByRole('cell', { name: /^New Year's Day$/ }).length).toBeGreaterThan(0)
  })

  it('shows compliance the rules and the days off without a way to change them', async () => {
    renderWithProviders(
      <StaffRoleContext.Provider value="compliance">
        <AvailabilityTab />
      </StaffRoleContext.Provider>,
    )
    expect(await screen.findByText(/Visitors book at least \d+ business days? ahead/, {}, WAIT)).toBeInTheDocument()
    expect(screen.getByRole('table', { name: /Days off/ })).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
