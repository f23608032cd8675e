/** The days the handoff form offers for a call (the consultation calendar's rule), zod-free. */
import { calendarDay, formatDay, isBookableDate } from '../consultation/slots'

/** The day list's "No preference" (a select's option cannot be empty). */
export const NO_DAY = 'none'

/** A day was chosen ('' and NO_DAY are none). */
export const hasDay = (day: string) => day !== '' && day !== NO_DAY

/** How many bookable days the form offers (two working weeks). */
export const OFFERED_DAYS = 10

/** "yyyy-mm-dd" as that calendar day (local midnight), as the consultation's helpers take it. */
export function dayOf(isoDay: string): Date {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number)
  return new Date(year, month - 1, day)
}

/** "No preference", then the next bookable days after `today`, as select options. */
export function dayOptions(today: Date, count = OFFERED_DAYS): { value: string; label: string }[] {
  const days = [{ value: NO_DAY, label: 'No preference' }]
  for (let ahead = 1; days.length <= count && ahead <= 62; ahead++) {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + ahead)
    if (isBookableDate(day, today)) days.push({ value: calendarDay(day), label: formatDay(day) })
  }
  return days
}
