import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { recordActivity } from '@/lib/activity'
import { submitLead } from '@/lib/submissions'
import type * as Submissions from '@/lib/submissions'
import { InvestmentCalculator } from './investment-calculator'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/lib/activity', () => ({ recordActivity: vi.fn(() => Promise.resolve()) }))
/** The funnel steps recorded so far, in order. */
const steps = () => vi.mocked(recordActivity).mock.calls.map(([type, details]) => `${type}: ${details}`)
beforeEach(() => vi.mocked(recordActivity).mockClear())
vi.mock('@/lib/submissions', async (original) => ({
  ...(await original<typeof Submissions>()),
  submitLead: vi.fn(() => Promise.resolve({ status: 'stored', clientId: 'x' })),
}))

// Steps 2 and 3 and the report are lazy chunks: on a busy machine a first import can take over a second.
it('walks the three steps with the spec defaults, toasts and saves', async () => {
  const user = userEvent.setup()
  render(<InvestmentCalculator />)
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Your Information')
  await vi.waitFor(() => expect(steps()).toEqual(['calculator: step 1 seen']))

  await user.type(screen.getByLabelText(/Full Name/), 'Ada Lovelace')
  await user.type(screen.getByLabelText(/Mobile Number/), '(212) 555-0142')
  expect(screen.getByLabelText(/Mobile Number/)).toHaveValue('2125550142')
  await user.type(screen.getByLabelText(/Email Address/), 'ada@example.com')
  await user.click(screen.getByRole('button', { name: 'Continue' }))

  expect(await screen.findByRole('heading', { name: 'Qualification Questions' }, { timeout: 5000 })).toHaveFocus()
  expect(toast.success).toHaveBeenCalledWith('Information Saved', {
    description: "Your personal details have been saved. Let's continue.",
  })
  expect(vi.mocked(submitLead).mock.calls[0]?.[0]).toMatchObject({ formType: 'lead', phone: '+12125550142' })
  expect(steps()).toEqual(['calculator: step 1 seen', 'calculator: step 1 completed'])
  expect(screen.getByRole('combobox', { name: /type of investor/ })).toHaveTextContent('Individual Investor')
  expect(screen.getByRole('combobox', { name: /investment goal/ })).toHaveTextContent('Wealth Growth')
  expect(screen.getByRole('combobox', { name: /looking to invest/ })).toHaveTextContent('Within 1 Month')
  await user.click(screen.getByRole('button', { name: 'Continue' }))

  expect(await screen.findByRole('heading', { name: 'Investment Calculator' }, { timeout: 5000 })).toBeInTheDocument()
  expect(toast.success).toHaveBeenCalledWith('Preferences Saved', {
    description: "Your investment preferences have been saved. Let's calculate your potential returns.",
  })
  expect(steps().at(-1)).toBe('calculator: step 2 completed')
  expect(screen.getByRole('combobox', { name: /Expected Return Rate/ })).toHaveTextContent('8%')
  expect(screen.getByRole('combobox', { name: /Investment Duration/ })).toHaveTextContent('10 years')
  expect(screen.getByRole('radio', { name: 'One-time investment' })).toBeChecked()
  expect(screen.getByRole('slider', { name: 'Investment Amount' })).toHaveValue('100000')
  const overview = screen.getByRole('region', { name: 'Investment Overview' })
  expect(overview).toHaveTextContent('$100,000')
  expect(overview).toHaveTextContent('$115,892')
  expect(overview).toHaveTextContent('Total Value After 10 Years$215,892')
  expect(screen.getByText(/educational purposes only and are not financial advice/)).toBeInTheDocument()
  // The figures are described by the legend beside them (chart and table: tests/e2e/disclosures.spec.ts).
  const legend =
    /^Hypothetical illustration, not a guarantee.*not actual results.*no fees, taxes, defaults or losses.*lose some or all of the principal.*only to accredited investors/
  expect(overview).toHaveAccessibleDescription(legend)

  await user.click(screen.getByRole('radio', { name: 'Monthly contributions' }))
  expect(screen.getByRole('slider', { name: 'Monthly Contribution' })).toHaveValue('1000')
  await user.click(screen.getByRole('button', { name: 'Get My Full Report' }))

  expect(
    await screen.findByRole('heading', { name: 'Investment Projection Report' }, { timeout: 5000 }),
  ).toBeInTheDocument()
  expect(screen.getByRole('region', { name: 'Investment Overview' })).toHaveAccessibleDescription(legend)
  expect(toast.success).toHaveBeenCalledWith('Report Requested', {
    description: 'Your personalized investment report will be sent to your email shortly.',
  })
  expect(steps()).toEqual([
    'calculator: step 1 seen',
    'calculator: step 1 completed',
    'calculator: step 2 completed',
    'calculator: report requested',
  ])
  expect(vi.mocked(submitLead).mock.calls[1]?.[0]).toMatchObject({
    formType: 'investment_calculator',
    investmentAmount: '$1,000 monthly',
    metadata: { investmentType: 'monthly', investmentAmount: 1000, returnRate: '8%' },
  })
})

it('records no completed step when the lead cannot be saved', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.mocked(submitLead).mockRejectedValueOnce(new Error('refused'))
  const user = userEvent.setup()
  render(<InvestmentCalculator />)
  await user.type(screen.getByLabelText(/Full Name/), 'Ada Lovelace')
  await user.type(screen.getByLabelText(/Mobile Number/), '2125550142')
  await user.type(screen.getByLabelText(/Email Address/), 'ada@example.com')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await vi.waitFor(() => expect(toast.error).toHaveBeenCalled())
  expect(screen.getByRole('heading', { name: 'Your Information' })).toBeInTheDocument()
  expect(steps()).toEqual(['calculator: step 1 seen'])
})
