import { useState } from 'react'
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form'
import type { FieldControlProps } from '@/components/ui/field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

export interface SelectOption {
  value: string
  label: string
  /** Shown but not selectable (announced as unavailable, skipped by the keyboard). */
  disabled?: boolean
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
  // Radix renders every option even while the list is closed (into a detached fragment, for
  // typeahead and the trigger's text): with a few selects on a page that was the longest part of
  // hydrating it. The options are rendered once the visitor reaches the select (focus or a first
  // open: Radix opens in the same render), and the trigger shows the chosen label itself.
  const [reached, setReached] = useState(false)
  const reach = () => setReached(true)
  const chosen = options.find((option) => option.value === value)
  return (
    // Radix renders a hidden native <select> next to the trigger: keep both in one grid cell.
    <div className="grid">
      <Select
        name={name}
        value={value ?? ''}
        onValueChange={(next) => onChange(next)}
        onOpenChange={(open) => open && reach()}
        disabled={disabled}
      >
        <SelectTrigger {...aria} ref={ref} onBlur={onBlur} onFocus={reach}>
          <SelectValue placeholder={placeholder}>{chosen?.label}</SelectValue>
        </SelectTrigger>
        {reached && (
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        )}
      </Select>
    </div>
  )
}
