import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { amountProblem } from '../model/amount'
import type { Calculation } from '../model/schema'
import { AmountFields } from './amount-fields'

const initial: Calculation = {
  returnRate: '8%',
  investmentType: 'one-time',
  investmentAmount: 100_000,
  investmentDuration: '10',
}

/** The step's wiring, reduced: the form's amount, and the last one that may be projected. */
function Harness() {
  const form = useForm<Calculation>({ defaultValues: initial })
  const values = { ...initial, ...useWatch({ control: form.control }) }
  const [shown, setShown] = useState(initial.investmentAmount)
  if (amountProblem(values.investmentAmount, values.investmentType) === null && values.investmentAmount !== shown)
    setShown(values.investmentAmount)
  return (
    <>
      <AmountFields control={form.control} setValue={form.setValue} type={values.investmentType} shown={shown} />
      <p data-testid="stored">{String(values.investmentAmount)}</p>
    </>
  )
}

const slider = () => screen.getByRole('slider', { name: 'Investment Amount' })
const typed = () => screen.getByRole('spinbutton', { name: 'Exact amount (US dollars)' })

describe('the amount typed beside the slider', () => {
  it('moves the slider when a valid amount is typed', () => {
    render(<Harness />)
    fireEvent.change(typed(), { target: { value: '250000' } })
    expect(slider()).toHaveValue('250000')
    expect(screen.getByText('$250,000', { selector: 'output' })).toBeInTheDocument()
    expect(screen.getByTestId('stored')).toHaveTextContent('250000')
  })

  it('follows the slider', () => {
    render(<Harness />)
    fireEvent.change(slider(), { target: { value: '700000' } })
    expect(typed()).toHaveValue(700_000)
  })

  it("has the firm's minimum as its floor, both on the slider and the field", () => {
    render(<Harness />)
    expect(slider()).toHaveAttribute('min', '50000')
    expect(typed()).toHaveAttribute('min', '50000')
  })

  it('says an amount under the floor is too small, keeps it typed, and the slider keeps the last good one', () => {
    render(<Harness />)
    fireEvent.change(typed(), { target: { value: '10000' } })
    expect(screen.getByText('The minimum investment is $50,000')).toBeInTheDocument()
    expect(typed()).toHaveValue(10_000)
    expect(typed()).toHaveAttribute('aria-invalid', 'true')
    expect(slider()).toHaveValue('100000')
    fireEvent.change(typed(), { target: { value: '60000' } })
    expect(screen.queryByText('The minimum investment is $50,000')).not.toBeInTheDocument()
    expect(slider()).toHaveValue('60000')
  })

  it('says an amount over the top or none at all is refused', () => {
    render(<Harness />)
    fireEvent.change(typed(), { target: { value: '9000000' } })
    expect(screen.getByText('The calculator projects up to $5,000,000')).toBeInTheDocument()
    fireEvent.change(typed(), { target: { value: '' } })
    expect(screen.getByText('Please enter the amount in whole dollars, digits only')).toBeInTheDocument()
    expect(slider()).toHaveValue('100000')
  })

  it('starts the monthly contribution at its own range when the type changes', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly contributions' }))
    expect(screen.getByRole('slider', { name: 'Monthly Contribution' })).toHaveValue('1000')
    expect(typed()).toHaveValue(1000)
    expect(typed()).toHaveAttribute('min', '500')
  })
})
