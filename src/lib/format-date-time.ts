import { format } from 'date-fns'

/** An instant on the reader's clock, 'Nov 23, 2026 9:30 AM' by default; the text itself if it does not parse. */
export function formatDateTime(iso: string, pattern = 'MMM d, yyyy h:mm a'): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : format(date, pattern)
}
