import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StaffRoleContext } from '@/lib/staff/staff-role'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderWithProviders } from '@/testing/render-with-providers'
import { CalculatorRatesCard } from './calculator-rates-card'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
const local = localBackendPerTest({ signedInAs: testAccounts.localAdmin })

describe('the calculator rates card', { timeout: 120_000 }, () => {
  it('lets an admin add a rate, refuses one out of bounds in words, and remove one', async () => {
    renderWithProviders(<CalculatorRatesCard />)
    const list = await screen.findByRole('list', { name: 'Rates offered' })
    expect(await within(list).findAllByRole('listitem')).toHaveLength(5)

    const field = screen.getByRole('textbox', { name: 'Add a rate (percent)' })
    await userEvent.type(field, '20')
    await userEvent.click(screen.getByRole('button', { name: 'Add rate' }))
    expect(await screen.findByText('A rate is at most 15 %')).toBeInTheDocument()
    expect(field).toHaveValue('20')

    await userEvent.clear(field)
    await userEvent.type(field, '8')
    await userEvent.click(screen.getByRole('button', { name: 'Add rate' }))
    expect(await screen.findByText('8 % is offered already')).toBeInTheDocument()

    await userEvent.clear(field)
    await userEvent.type(field, '7.5')
    await userEvent.click(screen.getByRole('button', { name: 'Add rate' }))
    expect(await within(list).findByText('7.5 %')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Remove 15 %' }))
    await vi.waitFor(() => expect(within(list).queryByText('15 %')).not.toBeInTheDocument())
    const { rows } = await local.db.query<{ rate: number }>(
      'select rate_percent::float8 as rate from public.calculator_rates order by 1',
    )
    expect(rows.map((row) => row.rate)).toEqual([6, 7.5, 8, 10, 12])

    // Put the migration's list back for the tests after this one (the reset keeps the table).
    await local.db.exec(
      'delete from public.calculator_rates where rate_percent = 7.5; insert into public.calculator_rates values (15)',
    )
  })

  it('shows a compliance officer the rates, with nothing to change', async () => {
    renderWithProviders(
      <StaffRoleContext value="compliance">
        <CalculatorRatesCard />
      </StaffRoleContext>,
    )
    const list = await screen.findByRole('list', { name: 'Rates offered' })
    expect(await within(list).findAllByRole('listitem')).toHaveLength(5)
    expect(screen.queryByRole('textbox', { name: 'Add a rate (percent)' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument()
  })
})
