import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

/** The firm's clock: staff records of who did what say when in New York time. */
const FIRM_TIME_ZONE = 'America/New_York'

/** 'Nov 23, 2026 9:30 AM ET' for an instant, whatever the reader's own clock; the text itself if it does not parse. */
export function newYorkTime(iso: string): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return iso
  return `${format(new TZDate(at.getTime(), FIRM_TIME_ZONE), 'MMM d, yyyy h:mm a')} ET`
}
