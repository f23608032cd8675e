import { ERASURE_REASONS } from '@/lib/backend/privacy-schema'
import { formatDateTime } from '@/lib/format-date-time'
import type { AuditRecord } from '../api/get-audit-entries'
import { counted, counts, people, plural, text, words } from '../lib/words'

const when = (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : '')
const number = (value: unknown) => (typeof value === 'number' ? value : Number(text(value)) || 0)

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

const reason = (value: unknown) =>
  typeof value === 'string' && value in ERASURE_REASONS
    ? ERASURE_REASONS[value as keyof typeof ERASURE_REASONS]
    : words(value)

const onOff = (value: unknown) => (value === true ? 'on' : 'off')

/** A privacy request: the person while their leads exist, else "an address"; and what was held. */
function privacy(verb: string, entry: AuditRecord): string {
  const who = people(entry.people) || 'an address'
  return `${verb} ${who}: ${counts(entry.details.counts) || 'nothing held'}`
}

/** One line on what an entry records, from its details (never more than the database wrote). */
export function describeEntry(entry: AuditRecord): string {
  const { action, details: d } = entry
  const lead = people(entry.people) || 'a deleted lead'
  switch (action) {
    case 'staff.invite':
    case 'role.grant':
    case 'role.revoke':
      return `${text(d.email) || 'an account'} (${words(d.role)})`
    case 'role.change':
      return `${text(d.email) || 'an account'}: ${words(d.previous_role)} to ${words(d.role)}`
    case 'lead.status':
      return `${lead}: ${words(d.from)} to ${words(d.to)}`
    case 'post.publish':
    case 'post.unpublish':
    case 'post.delete':
      return `${text(d.title)} (/${text(d.slug)})`
    case 'lead.delete':
      return `${counted('leads', number(d.rows))}${d.via === 'privacy.erase' ? ', by a privacy erasure' : ''}`
    case 'note.delete':
      return `${plural(number(d.rows), 'note')} of ${people(entry.people) || 'deleted leads'}`
    case 'event.delete':
      return `${counted('events', number(d.rows))} from ${when(d.oldest)} to ${when(d.newest)}`
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
      return `Approval before publishing turned ${onOff(d.required)}`
    case 'mfa.required':
      return `Two-step sign-in for all staff turned ${onOff(d.required)}`
    case 'mfa.reset':
      return `${text(d.email) || 'an account'}: ${plural(number(d.factors), 'factor')} removed`
    case 'calculator.rates':
      return `Rates offered: ${Array.isArray(d.rates) ? d.rates.map((rate) => `${text(rate)}%`).join(', ') : ''}`
    case 'archive.export':
      return `${plural(number(d.rows), 'record')} from ${when(d.from)} to ${when(d.to)}`
    case 'leads.export':
      return `${plural(number(d.rows), 'lead')} in a CSV file`
    case 'chat.delete':
      return `A conversation of ${plural(number(d.messages), 'message')}${text(d.started_at) ? `, begun ${when(d.started_at)}` : ''}`
    case 'chat.review':
      return `A conversation: ${words(d.outcome)}${text(d.note) ? `: "${text(d.note)}"` : ''}`
    case 'chat.sample':
      return `Conversations sampled for review: ${text(d.percent)}% (was ${text(d.previous)}%)`
    case 'privacy.lookup':
      return privacy('Looked up what is held for', entry)
    case 'privacy.export':
      return privacy('Exported what is held for', entry)
    case 'privacy.erase':
      return `Erased an address: ${counts(d.counts) || 'nothing held'}. Reason: ${reason(d.reason)}${
        text(d.ticket) ? ` (ticket ${text(d.ticket)})` : ''
      }`
    case 'availability.rules':
      return `Notice ${text(d.notice_days)} business day(s), buffer ${text(d.buffer_minutes)} minutes (was ${text(d.previous_notice_days)} and ${text(d.previous_buffer_minutes)})`
    case 'availability.day_off':
      return `${text(d.day)} ${words(d.change)}: ${text(d.reason)}`
    default:
      return ''
  }
}
