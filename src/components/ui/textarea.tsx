import type * as React from 'react'
import { cn } from '@/lib/utils'
import { inputClasses } from './input'

export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea data-slot="textarea" rows={rows} className={cn(inputClasses, 'h-auto min-h-24', className)} {...props} />
  )
}
