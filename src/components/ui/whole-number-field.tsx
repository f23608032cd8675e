import type { ComponentProps } from 'react'
import { Field } from './field'
import { Input } from './input'

/** A labelled whole number from `min` (0 unless given) to `max`, held as the text typed until it is used. */
export function WholeNumberField({
  value,
  onChange,
  min = 0,
  max,
  step = 1,
  ...field
}: Omit<ComponentProps<typeof Field>, 'children'> & {
  value: string
  onChange: (text: string) => void
  min?: number
  max: number
  step?: number
}) {
  return (
    <Field {...field}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}
