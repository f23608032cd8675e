import type { ComponentProps } from 'react'
import { Field } from './field'
import { Input } from './input'

/** A labelled whole number from 0 to `max` (a setting), held as the text typed until it is saved. */
export function WholeNumberField({
  value,
  onChange,
  max,
  ...field
}: Omit<ComponentProps<typeof Field>, 'children'> & {
  value: string
  onChange: (text: string) => void
  max: number
}) {
  return (
    <Field {...field}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}
