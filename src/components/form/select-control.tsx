import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form'
import type { FieldControlProps } from '@/components/ui/field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

export interface SelectOption {
  value: string
  label: string
}

/** The Radix select itself, bound to a react-hook-form field (a chunk of its own: see select-field.tsx). */
export function SelectControl<T extends FieldValues>({
  field,
  aria,
  options,
  placeholder,
  disabled,
}: {
  field: ControllerRenderProps<T, Path<T>>
  aria: FieldControlProps
  options: readonly SelectOption[]
  placeholder: string
  disabled: boolean | undefined
}) {
  const { name, value, onChange, onBlur, ref } = field
  return (
    // Radix renders a hidden native <select> next to the trigger: keep both in one grid cell.
    <div className="grid">
      <Select name={name} value={value ?? ''} onValueChange={(next) => onChange(next)} disabled={disabled}>
        <SelectTrigger {...aria} ref={ref} onBlur={onBlur}>
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
  )
}
