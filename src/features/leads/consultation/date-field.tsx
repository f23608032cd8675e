import { CalendarDays } from 'lucide-react'
import { lazy, memo, Suspense, useState } from 'react'
import { Controller, type Control } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { inputClasses } from '@/components/ui/input'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import type { ConsultationDraft } from './schema'
import { formatDay, isBookableDate, lastBookableDay } from './slots'

// The date picker is its own chunk, fetched when the popover first opens.
const Calendar = lazy(() => import('@/components/ui/calendar').then((m) => ({ default: m.Calendar })))

/** The trigger looks like the other fields; its placeholder and error looks follow data attributes. */
const triggerClasses = `${inputClasses} items-center justify-between text-left data-[invalid]:border-red-700 data-[placeholder]:text-ink-600`

/**
 * Preferred Date: a calendar in a popover that refuses past days, today, weekends, days more
 * than 61 days ahead and days with no open slot (booked, a day off, too soon: the database says
 * which, taken-slots.ts); `onShowMonth` asks for a month's closed slots whenever the calendar shows it.
 */
export const DateField = memo(function DateField({
  control,
  today,
  isFullyBooked,
  onShowMonth,
}: {
  control: Control<ConsultationDraft>
  today: Date
  isFullyBooked: (date: Date) => boolean
  onShowMonth: (month: Date) => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <Controller
      control={control}
      name="date"
      render={({ field, fieldState }) => (
        <Field
          label="Preferred Date"
          required
          error={fieldState.error?.message}
          hint="Weekdays only; days that are fully booked or when we are closed cannot be chosen"
        >
          {(aria) => (
            <Popover
              open={open}
              onOpenChange={(next) => {
                setOpen(next)
                if (next) onShowMonth(field.value ?? today)
              }}
            >
              <PopoverTrigger
                id={aria.id}
                ref={field.ref}
                onBlur={field.onBlur}
                aria-describedby={[`${aria.id}-value`, aria['aria-describedby']].filter(Boolean).join(' ')}
                data-placeholder={field.value ? undefined : ''}
                data-invalid={fieldState.error ? '' : undefined}
                className={triggerClasses}
              >
                <span id={`${aria.id}-value`}>{field.value ? formatDay(field.value) : 'Pick a date'}</span>
                <CalendarDays aria-hidden="true" className="size-4 text-ink-600" />
              </PopoverTrigger>
              <PopoverContent aria-label="Choose a preferred date" className="w-auto">
                <Suspense fallback={<p className="p-4 text-sm text-ink-700">Loading calendar...</p>}>
                  <Calendar
                    mode="single"
                    // eslint-disable-next-line jsx-a11y/no-autofocus -- the opened popover moves focus into the day grid, as the date-picker dialog pattern does
                    autoFocus
                    selected={field.value}
                    onSelect={(date) => {
                      field.onChange(date)
                      if (date) setOpen(false)
                    }}
                    disabled={(date) => !isBookableDate(date, today) || isFullyBooked(date)}
                    onMonthChange={onShowMonth}
                    startMonth={today}
                    endMonth={lastBookableDay(today)}
                    defaultMonth={field.value ?? today}
                  />
                </Suspense>
              </PopoverContent>
            </Popover>
          )}
        </Field>
      )}
    />
  )
})
