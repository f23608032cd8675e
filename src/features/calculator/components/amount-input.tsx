import { useState } from 'react'
import { WholeNumberField } from '@/components/ui/whole-number-field'
import { amountOfText, amountProblem } from '../model/amount'
import { AMOUNT_RANGES, type InvestmentType } from '../model/options'

/**
 * The amount typed beside the slider, in step with it both ways: what is typed goes to the form as
 * it is (the slider follows a valid amount), a slider move rewrites the text. A bad amount is said
 * next to the field and the text stays as typed.
 */
export function AmountInput({
  value,
  onChange,
  type,
  label,
  error,
}: {
  value: number
  onChange: (amount: number) => void
  type: InvestmentType
  label: string
  error: string | undefined
}) {
  const range = AMOUNT_RANGES[type]
  const [text, setText] = useState(() => String(value))
  const [seen, setSeen] = useState(value)
  // The slider (or the investment type) moved the amount: the text follows, unless it already says it.
  if (!Object.is(seen, value)) {
    setSeen(value)
    if (!Object.is(amountOfText(text), value)) setText(Number.isNaN(value) ? '' : String(value))
  }
  const problem = amountProblem(value, type)
  return (
    <WholeNumberField
      label={label}
      value={text}
      min={range.min}
      max={range.max}
      error={problem ?? error}
      onChange={(typed) => {
        setText(typed)
        onChange(amountOfText(typed))
      }}
      className="sm:max-w-60"
    />
  )
}
