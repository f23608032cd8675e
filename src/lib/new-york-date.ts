import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

/** The firm works on New York time: "today" for follow-ups is New York's calendar date. */
const FIRM_TIME_ZONE = 'America/New_York'

export function newYorkToday(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), FIRM_TIME_ZONE), 'yyyy-MM-dd')
}
