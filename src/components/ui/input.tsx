import type * as React from 'react'
import { cn } from '@/lib/utils'

export const inputClasses =
  'flex h-11 w-full min-w-0 rounded-lg border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700'

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(inputClasses, className)} {...props} />
}
