import type * as React from 'react'
import { inputClasses } from '@/components/ui/input'
import { cn } from '@/lib/utils'

export interface SelectOption {
  value: string
  label: string
}

/** A native select drawn like the inputs (native: keyboard and screen readers for free). */
export function NativeSelect({
  options,
  className,
  ...props
}: Omit<React.ComponentProps<'select'>, 'children'> & { options: readonly SelectOption[] }) {
  return (
    <select className={cn(inputClasses, 'appearance-auto', className)} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
