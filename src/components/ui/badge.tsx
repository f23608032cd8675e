import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '@/lib/utils'

const badgeVariants = cva('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      default: 'bg-brand-100 text-brand-800',
      accent: 'bg-accent-100 text-accent-700',
      outline: 'border border-ink-300 text-ink-700',
      // Dark text on a pale fill (7:1 or more); callers always show a text label too.
      sky: 'bg-sky-100 text-sky-900',
      amber: 'bg-amber-100 text-amber-900',
      violet: 'bg-violet-100 text-violet-900',
      emerald: 'bg-emerald-100 text-emerald-900',
      neutral: 'bg-ink-200 text-ink-900',
      red: 'bg-red-100 text-red-900',
    },
  },
  defaultVariants: { variant: 'default' },
})

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
}
