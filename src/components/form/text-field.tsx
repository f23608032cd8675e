import type * as React from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

interface BaseProps<T extends FieldValues> {
  control: Control<T>
  name: Path<T>
  label: React.ReactNode
  hint?: React.ReactNode
  required?: boolean
  className?: string
}

/** A labelled text input bound to react-hook-form; `clean` rewrites what is typed (e.g. digits only). */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  className,
  clean,
  ...inputProps
}: BaseProps<T> & { clean?: (raw: string) => string } & Omit<
    React.ComponentProps<'input'>,
    'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'required'
  >) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} required={required} error={fieldState.error?.message} className={className}>
          {(aria) => (
            <Input
              {...aria}
              {...inputProps}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(clean ? clean(event.target.value) : event.target.value)}
            />
          )}
        </Field>
      )}
    />
  )
}

export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  className,
  ...textareaProps
}: BaseProps<T> &
  Omit<React.ComponentProps<'textarea'>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'required'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} required={required} error={fieldState.error?.message} className={className}>
          {(aria) => (
            <Textarea
              {...aria}
              {...textareaProps}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value)}
            />
          )}
        </Field>
      )}
    />
  )
}
