import { memo, useCallback, useRef } from 'react'
import type * as React from 'react'
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import type { FieldControlProps } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { ControlledField, splitFieldProps, type ControlledFieldProps } from './controlled-field'
import { useAdoptDomValue } from './use-adopt-dom-value'

type NativeProps<E extends 'input' | 'textarea'> = Omit<
  React.ComponentProps<E>,
  'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'required'
>

/** A labelled text input bound to react-hook-form; `clean` rewrites what is typed (e.g. digits only). */
function TextFieldImpl<T extends FieldValues>(
  props: ControlledFieldProps<T> & { clean?: (raw: string) => string } & NativeProps<'input'>,
) {
  const [fieldProps, inputProps] = splitFieldProps<T, typeof props>(props)
  return (
    <ControlledField {...fieldProps}>
      {(field, aria) => <TextControl as="input" field={field} aria={aria} {...inputProps} />}
    </ControlledField>
  )
}

/** A labelled textarea bound to react-hook-form. */
function TextareaFieldImpl<T extends FieldValues>(props: ControlledFieldProps<T> & NativeProps<'textarea'>) {
  const [fieldProps, textareaProps] = splitFieldProps<T, typeof props>(props)
  return (
    <ControlledField {...fieldProps}>
      {(field, aria) => <TextControl as="textarea" field={field} aria={aria} {...textareaProps} />}
    </ControlledField>
  )
}

// Memoised: react-hook-form re-renders the whole form once it is ready (right after hydration)
// and on form-level state changes; each field already follows its own state, so a field re-renders
// only when its props change. Keeps the post-hydration re-render off the main thread.
export const TextField = memo(TextFieldImpl) as typeof TextFieldImpl
export const TextareaField = memo(TextareaFieldImpl) as typeof TextareaFieldImpl

type TextControlProps<T extends FieldValues> = { field: ControllerRenderProps<T, Path<T>>; aria: FieldControlProps } & (
  | ({ as: 'input'; clean?: ((raw: string) => string) | undefined } & NativeProps<'input'>)
  | ({ as: 'textarea'; clean?: undefined } & NativeProps<'textarea'>)
)

/** The control itself: bound to the field, and adopting what was typed before hydration. */
function TextControl<T extends FieldValues>({ field, aria, as, clean, ...native }: TextControlProps<T>) {
  const element = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const { ref: fieldRef, onChange } = field
  const ref = useCallback(
    (node: (HTMLInputElement & HTMLTextAreaElement) | null) => {
      element.current = node
      fieldRef(node)
    },
    [fieldRef],
  )
  const change = (raw: string) => onChange(clean ? clean(raw) : raw)
  useAdoptDomValue(element, field.value, change)
  const bound = {
    name: field.name,
    ref,
    value: field.value ?? '',
    onBlur: field.onBlur,
    onChange: (event: React.ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => change(event.target.value),
  }
  return as === 'input' ? (
    <Input {...aria} {...(native as NativeProps<'input'>)} {...bound} />
  ) : (
    <Textarea {...aria} {...(native as NativeProps<'textarea'>)} {...bound} />
  )
}
