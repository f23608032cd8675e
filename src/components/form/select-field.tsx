import type * as React from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

export interface SelectOption {
  value: string
  label: string
}

/** A labelled Radix select bound to react-hook-form. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder = 'Select an option',
  hint,
  required,
  disabled,
  className,
}: {
  control: Control<T>
  name: Path<T>
  label: React.ReactNode
  options: readonly SelectOption[]
  placeholder?: string
  hint?: React.ReactNode
  required?: boolean
  disabled?: boolean
  className?: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} required={required} error={fieldState.error?.message} className={className}>
          {(aria) => (
            // Radix renders a hidden native <select> next to the trigger: keep both in one grid cell.
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
          )}
        </Field>
      )}
    />
  )
}
