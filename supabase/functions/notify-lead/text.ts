/**
 * Visitor text made safe for a plain-text e-mail: a visitor's field must never write a line of
 * its own (a fake `Reply-To:`, a second `Email:`, a link above the real one). Single-line fields
 * lose every line break plain text knows (CR, LF, NEL, LINE and PARAGRAPH SEPARATOR) and the
 * other control characters; the message, the one multi-line field, is quoted line by line.
 * Bidirectional controls (U+202A-U+202E, U+2066-U+2069), which can make a line read as something
 * else than it says, are dropped; addresses a visitor typed are defanged (`hxxps://example[.]com`)
 * so no mail client makes them links: the only link in the e-mail is the firm's own.
 */
import { CONSULTATION_SLOTS } from '../_shared/consultation-slots.ts'

// Unicode line breaks and the C0/C1 control characters (the tab among them).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g
// eslint-disable-next-line no-control-regex -- vertical tab and form feed end a line too
const LINES = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/

// The embeddings, overrides and isolates of the Unicode bidirectional algorithm.
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g

/** One line, trimmed, at most `max` characters; no bidirectional controls. */
export function oneLine(text: string | null | undefined, max = 500): string {
  return (text ?? '').replace(BIDI, '').replace(BREAKS, ' ').trim().slice(0, max)
}

// `http://`, `https://` and any other `scheme://`; a host name (IDN too, with the ideographic and
// full-width dots mail clients accept) or a dotted IPv4 address.
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//giu
const HOST =
  /(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?[.\u3002\uff0e\uff61])+\p{L}[\p{L}\p{N}-]*[\p{L}\p{N}]|\b\d{1,3}(?:\.\d{1,3}){3}\b/gu
const DOTS = /[.\u3002\uff0e\uff61]/g

/** Addresses shown, not linked: `hxxps://www[.]example[.]com/x`, `ftp[://]files[.]example[.]org`. */
export function defanged(text: string): string {
  return text
    .replace(SCHEME, (_, scheme: string) => {
      const lower = scheme.toLowerCase()
      return lower === 'http' || lower === 'https' ? `${scheme.replace(/t{2}/i, 'xx')}://` : `${scheme}[://]`
    })
    .replace(HOST, (host) => host.replace(DOTS, '[.]'))
}

/** A visitor's field on one line (see oneLine), its addresses defanged. */
export function visitorLine(text: string | null | undefined, max = 500): string {
  return defanged(oneLine(text, max))
}

/**
 * Every line of the text behind `> `, as e-mail quotes; control characters become spaces,
 * bidirectional controls go, addresses are defanged.
 */
export function quoted(text: string): string[] {
  return text.split(LINES).map((line) => {
    const clean = defanged(line.replace(BIDI, '').replace(BREAKS, ' ').trimEnd())
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
