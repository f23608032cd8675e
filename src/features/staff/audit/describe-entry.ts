import type { AuditEntry } from '@/lib/backend/team-schema'
import { formatDateTime } from '@/lib/format-date-time'

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

function counts(value: unknown): string {
  if (!value || typeof value !== 'object') return ''
  return Object.entries(value)
    .filter(([, n]) => typeof n === 'number' && n > 0)
    .map(([key, n]) => `${text(n)} ${key}`)
    .join(', ')
}

/** The lead ids an entry lists (at most a statement's first 100), "and more" when it deleted more. */
function ids(value: unknown, rows: unknown): string {
  const listed = Array.isArray(value) ? value.map(text) : []
  return listed.join(', ') + (typeof rows === 'number' && rows > listed.length ? ', and more' : '')
}

const when = (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : '')

/** One line on what an entry records, from its details (never more than the database wrote). */
export function describeEntry({ action, target, details: d }: AuditEntry): string {
  switch (action) {
    case 'staff.invite':
    case 'role.grant':
    case 'role.revoke':
      return `${text(d.email) || target || ''} (${text(d.role)})`
    case 'role.change':
      return `${text(d.email) || target || ''}: ${text(d.previous_role)} to ${text(d.role)}`
    case 'lead.status':
      return `Lead ${target ?? ''}: ${text(d.from)} to ${text(d.to)}`
    case 'post.publish':
    case 'post.unpublish':
    case 'post.delete':
      return `${text(d.title)} (/${text(d.slug)})`
    case 'lead.delete':
      return d.via === 'privacy.erase'
        ? `${text(d.rows)} lead(s), by a privacy erasure`
        : `${text(d.rows)} lead(s): ${ids(d.lead_ids, d.rows)}`
    case 'note.delete':
      return `${text(d.rows)} note(s) of lead(s) ${ids(d.lead_ids, 0)}`
    case 'event.delete':
      return `${text(d.rows)} event(s) from ${when(d.oldest)} to ${when(d.newest)}`
    case 'leads.export':
      return `${text(d.rows)} rows`
    case 'privacy.export':
      return `Address ${target ?? ''}: ${counts(d.counts) || 'nothing held'}`
    case 'privacy.erase':
      return `Address ${target ?? ''}: ${counts(d.counts) || 'nothing held'}. Reason: ${text(d.reason)}`
    default:
      return JSON.stringify(d)
  }
}
