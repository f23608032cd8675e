import { memo, Suspense } from 'react'
import type { FieldValues } from 'react-hook-form'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { ControlledField, type ControlledFieldProps } from './controlled-field'

export interface SelectOption {
  value: string
  label: string
}

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
        // Radix renders a hidden native <select> next to the trigger: keep both in one grid cell.
        // The boundary lets a served page hydrate each select in a later pass of its own, so the
        // Radix work is not one long task with the rest of the form.
        <Suspense>
          <div className="grid">
            <Select
              name={field.name}
              value={field.value ?? ''}
              onValueChange={(value) => field.onChange(value)}
              disabled={disabled}
            >
              <SelectTrigger {...aria} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </Suspense>
      )}
    </ControlledField>
  )
}

/** Memoised like TextField: a form-level re-render skips fields whose props are unchanged. */
export const SelectField = memo(SelectFieldImpl) as typeof SelectFieldImpl
