/** Words for the audit log's details: counts, people and the database's values, as staff say them. */
import type { AuditPerson } from '../api/get-audit-entries'

export const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

const n = (value: number) => value.toLocaleString('en-US')

/** "1 lead", "4 leads", "1 status change". */
export const plural = (count: number, one: string, many = `${one}s`) => `${n(count)} ${count === 1 ? one : many}`

/** A value of the database in words: "no_issue" -> "no issue", "statusChanges" -> "status changes". */
export const words = (value: unknown) =>
  text(value)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .toLowerCase()

/** The things a privacy request counts, in words: [one, many]. */
const COUNTED: Record<string, [string, string]> = {
  leads: ['lead', 'leads'],
  notes: ['note', 'notes'],
  statusChanges: ['status change', 'status changes'],
  bookings: ['booking', 'bookings'],
  slotsFreed: ['booked slot freed', 'booked slots freed'],
  events: ['site event', 'site events'],
  emails: ['e-mail', 'e-mails'],
  newsletter: ['newsletter subscription', 'newsletter subscriptions'],
  keptRecords: ['record kept by law', 'records kept by law'],
  // The records kept by law (privacy_kept_records).
  chat_messages: ['chat message', 'chat messages'],
  post_revisions: ['saved version of a post', 'saved versions of posts'],
  communications_archive: ['archived communication', 'archived communications'],
  'staff account': ['staff account', 'staff accounts'],
}

/** How many of a kind: "4 chat messages", "1 status change" (an unknown kind in plain words). */
export function counted(kind: string, count: number): string {
  const [one, many] = COUNTED[kind] ?? [words(kind), words(kind)]
  return plural(count, one, many)
}

/** "2 leads, 4 status changes": the kinds with a count above zero. */
export function counts(value: unknown): string {
  if (!value || typeof value !== 'object') return ''
  return Object.entries(value)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .map(([kind, count]) => counted(kind, count))
    .join(', ')
}

/** "Jane Roe (jane@example.com)", "Jane Roe (jane@example.com) and 2 others"; '' when none. */
export function people(list: AuditPerson[]): string {
  const seen = new Map<string, string>()
  for (const person of list) {
    const name = person.name?.trim()
    const email = person.email ?? ''
    const label = name ? (email ? `${name} (${email})` : name) : email
    if (label) seen.set(label.toLowerCase(), label)
  }
  const [first, ...rest] = [...seen.values()]
  if (!first) return ''
  return rest.length === 0 ? first : `${first} and ${plural(rest.length, 'other')}`
}
