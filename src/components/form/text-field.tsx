import type * as React from 'react'
import type { FieldValues } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { ControlledField, type ControlledFieldProps } from './controlled-field'

type NativeProps<E extends 'input' | 'textarea'> = Omit<
  React.ComponentProps<E>,
  'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'required'
>

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
}: ControlledFieldProps<T> & { clean?: (raw: string) => string } & NativeProps<'input'>) {
  return (
    <ControlledField {...{ control, name, label, hint, required, className }}>
      {(field, aria) => (
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
    </ControlledField>
  )
}

/** A labelled textarea bound to react-hook-form. */
export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  className,
  ...textareaProps
}: ControlledFieldProps<T> & NativeProps<'textarea'>) {
  return (
    <ControlledField {...{ control, name, label, hint, required, className }}>
      {(field, aria) => (
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
    </ControlledField>
  )
}
