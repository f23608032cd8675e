import * as React from 'react'
import { cn } from '@/lib/utils'
import { Label } from './label'

/**
 * A form field: label, control, optional hint and error. The control receives `id`,
 * `aria-invalid` and `aria-describedby` through the render prop, so every field is labelled
 * and its error is tied to it and announced.
 */
export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  'aria-required'?: boolean
}

export function Field({
  label,
  error,
  hint,
  required,
  className,
  children,
  id: idProp,
}: {
  label: React.ReactNode
  error?: string | undefined
  hint?: React.ReactNode
  required?: boolean
  className?: string
  id?: string
  children: (control: FieldControlProps) => React.ReactNode
}) {
  const autoId = React.useId()
  const id = idProp ?? autoId
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div data-slot="field" className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}

function FieldError({
  id,
  children,
  className,
}: {
  id?: string | undefined
  children?: React.ReactNode
  className?: string
}) {
  if (!children) return null
  return (
    <p id={id} role="alert" data-slot="field-error" className={cn('text-sm font-medium text-red-700', className)}>
      {children}
    </p>
  )
}
