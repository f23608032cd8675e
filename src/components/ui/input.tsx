import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '@/lib/utils'

/** The look every text control shares (inputs, textareas, select and date triggers), less its height and corners. */
export const controlClasses =
  'flex w-full min-w-0 border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700'

/** A single-line control: 44 px tall (a comfortable touch target) with rounded corners, or compact, or a pill. */
export const inputVariants = cva(controlClasses, {
  variants: {
    compact: { false: 'h-11', true: 'h-10' },
    pill: { false: 'rounded-lg', true: 'rounded-full' },
  },
  defaultVariants: { compact: false, pill: false },
})

/** The standard single-line control's classes (also used by select and date triggers). */
export const inputClasses = inputVariants()

export function Input({
  className,
  type = 'text',
  compact,
  pill,
  ...props
}: React.ComponentProps<'input'> & VariantProps<typeof inputVariants>) {
  return <input data-slot="input" type={type} className={cn(inputVariants({ compact, pill }), className)} {...props} />
}
