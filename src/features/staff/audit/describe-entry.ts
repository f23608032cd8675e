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

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {}

/** A post version: its title and number, and the reviewer's note when there is one. */
const version = (d: Record<string, unknown>) =>
  `${text(d.title)}, version ${text(d.version)}${text(d.note) ? `: "${text(d.note)}"` : ''}`

/** Who approved a version that went live, or that no approval was required. */
function approvalOf(value: unknown): string {
  const approval = record(value)
  if (approval.required !== true) return 'no approval required'
  return `approved by ${text(approval.approved_by) || 'a reviewer'}`
}

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
    case 'post.submit':
    case 'post.approve':
    case 'post.reject':
      return version(d)
    case 'post.live':
      return `${text(d.title)} (/blog/${text(d.slug)}), version ${text(d.version)}, ${approvalOf(d.approval)}${
        text(d.publish_at) ? `, shown from ${when(d.publish_at)}` : ''
      }`
    case 'post.withdraw':
      return `${text(d.title)} (/blog/${text(d.slug)}): ${text(d.reason)}`
    case 'approval.required':
      return `Approval before publishing turned ${d.required === true ? 'on' : 'off'}`
    case 'calculator.rates':
      return `Rates offered: ${Array.isArray(d.rates) ? d.rates.map((rate) => `${text(rate)}%`).join(', ') : ''}`
    case 'archive.export':
      return `${text(d.rows)} record(s) from ${when(d.from)} to ${when(d.to)}`
    case 'leads.export':
      return `${text(d.rows)} rows`
    case 'privacy.export':
      return `Address ${target ?? ''}: ${counts(d.counts) || 'nothing held'}`
    case 'privacy.erase':
      return `Address ${target ?? ''}: ${counts(d.counts) || 'nothing held'}. Reason: ${text(d.reason)}`
    case 'availability.rules':
      return `Notice ${text(d.notice_days)} business day(s), buffer ${text(d.buffer_minutes)} minutes (was ${text(d.previous_notice_days)} and ${text(d.previous_buffer_minutes)})`
    case 'availability.day_off':
      return `${text(d.day)} ${text(d.change)}: ${text(d.reason)}`
    default:
      return JSON.stringify(d)
  }
}
