import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

/** The firm works on New York time: "today" for follow-ups is New York's calendar date. */
const FIRM_TIME_ZONE = 'America/New_York'

export function newYorkToday(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), FIRM_TIME_ZONE), 'yyyy-MM-dd')
}

/** An instant on the firm's clock, 'Nov 23, 2026 9:30 AM' by default; the text itself if it does not parse. */
export function formatNewYork(iso: string, pattern = 'MMM d, yyyy h:mm a'): string {
  const time = new Date(iso).getTime()
  return Number.isNaN(time) ? iso : format(new TZDate(time, FIRM_TIME_ZONE), pattern)
}
