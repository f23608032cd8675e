import { DayPicker } from 'react-day-picker'
import type * as React from 'react'
import 'react-day-picker/style.css'
import { cn } from '@/lib/utils'

/**
 * A month calendar (react-day-picker 10) in the site's colours. Lives in its own module so
 * only pages with a date field (the consultation form) download it.
 */
export function Calendar({ className, style, ...props }: React.ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      data-slot="calendar"
      showOutsideDays={false}
      className={cn('text-ink-900', className)}
      style={
        {
          '--rdp-accent-color': '#1c3d6d',
          '--rdp-accent-background-color': '#eef4fb',
          '--rdp-today-color': '#152e53',
          '--rdp-day_button-height': '40px',
          '--rdp-day_button-width': '40px',
          '--rdp-day-height': '40px',
          '--rdp-day-width': '40px',
          ...style,
        } as React.CSSProperties
      }
      {...props}
    />
  )
}
