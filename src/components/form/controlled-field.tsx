import type * as React from 'react'
import { Controller, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form'
import { Field, type FieldControlProps } from '@/components/ui/field'

export interface ControlledFieldProps<T extends FieldValues> {
  control: Control<T>
  name: Path<T>
  label: React.ReactNode
  hint?: React.ReactNode
  required?: boolean
  className?: string
}

/** Splits a field's props into ControlledField's own and the rest (what its control takes). */
export function splitFieldProps<T extends FieldValues, P extends ControlledFieldProps<T>>(
  props: P,
): [ControlledFieldProps<T>, Omit<P, keyof ControlledFieldProps<T>>] {
  const { control, name, label, hint, required, className, ...rest } = props
  return [{ control, name, label, hint, required, className }, rest]
}

/**
 * A react-hook-form field with its label, hint and announced error: `children` renders the
 * control from the field's state and the aria attributes that tie it to its label and error.
 */
export function ControlledField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  className,
  children,
}: ControlledFieldProps<T> & {
  children: (field: ControllerRenderProps<T, Path<T>>, aria: FieldControlProps) => React.ReactNode
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} required={required} error={fieldState.error?.message} className={className}>
          {(aria) => children(field, aria)}
        </Field>
      )}
    />
  )
}
