import { memo, Suspense } from 'react'
import type { FieldValues } from 'react-hook-form'
import { ControlledField, type ControlledFieldProps } from './controlled-field'
import type { SelectOption } from './select-control'

export type { SelectOption } from './select-control'

// Radix Select and floating-ui (~40 KB of code) are a chunk of their own, imported here with a
// top-level await: the browser evaluates them in a task of its own instead of in the one long
// task that evaluates the rest of the page's modules. The page still waits for them before it
// hydrates (so nothing changes for the visitor), and the prerenderer renders them as before.
const { SelectControl } = await import('./select-control')

/** A labelled Radix select bound to react-hook-form. */
function SelectFieldImpl<T extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder = 'Select an option',
  hint,
  required,
  disabled,
  className,
}: ControlledFieldProps<T> & {
  options: readonly SelectOption[]
  placeholder?: string
  disabled?: boolean
}) {
  return (
    <ControlledField {...{ control, name, label, hint, required, className }}>
      {(field, aria) => (
        // The boundary lets a served page hydrate each select in a later pass of its own, so the
        // Radix work is not one long task with the rest of the form.
        <Suspense>
          <SelectControl field={field} aria={aria} options={options} placeholder={placeholder} disabled={disabled} />
        </Suspense>
      )}
    </ControlledField>
  )
}

/** Memoised like TextField: a form-level re-render skips fields whose props are unchanged. */
export const SelectField = memo(SelectFieldImpl) as typeof SelectFieldImpl
