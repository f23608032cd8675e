/**
 * Visitor text made safe for a plain-text e-mail: a visitor's field must never write a line of
 * its own (a fake `Reply-To:`, a second `Email:`, a link above the real one). Single-line fields
 * lose every line break plain text knows (CR, LF, NEL, LINE and PARAGRAPH SEPARATOR) and the
 * other control characters; the message, the one multi-line field, is quoted line by line.
 */
import { CONSULTATION_SLOTS } from '../_shared/consultation-slots.ts'

// Unicode line breaks and the C0/C1 control characters (the tab among them).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g
// eslint-disable-next-line no-control-regex -- vertical tab and form feed end a line too
const LINES = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/

/** One line, trimmed, at most `max` characters. */
export function oneLine(text: string | null | undefined, max = 500): string {
  return (text ?? '').replace(BREAKS, ' ').trim().slice(0, max)
}

/** Every line of the text behind `> `, as e-mail quotes; control characters become spaces. */
export function quoted(text: string): string[] {
  return text.split(LINES).map((line) => {
    const clean = line.replace(BREAKS, ' ').trimEnd()
    return clean ? `> ${clean}` : '>'
  })
}

/** The dashboard with this lead open: NOTIFY_DASHBOARD_URL with `?lead=<id>`. */
export function leadLink(dashboardUrl: string, id: string): string {
  try {
    const url = new URL(dashboardUrl)
    url.searchParams.set('lead', id)
    return url.toString()
  } catch {
    return `${dashboardUrl}?lead=${encodeURIComponent(id)}`
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isSlot = (value: unknown): value is string =>
  typeof value === 'string' && (CONSULTATION_SLOTS as readonly string[]).includes(value)

/** metadata.slot_conflict, shown only when it names a real day and one of the 13 slots. */
export function slotConflict(metadata: Record<string, unknown> | null): string | null {
  const conflict = metadata?.slot_conflict
  if (!conflict || typeof conflict !== 'object') return null
  const { date, time_slot: slot } = conflict as { date?: unknown; time_slot?: unknown }
  if (typeof date !== 'string' || !DAY.test(date) || !isSlot(slot)) return null
  return `${date} at ${slot} New York time, already booked by someone else: please call to agree a time`
}
