import { useState } from 'react'
import { TabSection } from '@/components/layout/tab-section'
import { FilterSelect } from '@/components/ui/filter-select'
import { QueryTable, TableCell, TableRow, tableText } from '@/components/ui/table'
import { AUDIT_ACTIONS, isAuditAction, type AuditAction } from '@/lib/backend/kinds'
import type { AuditActor, AuditEntry } from '@/lib/backend/team-schema'
import { formatDateTime } from '@/lib/format-date-time'
import { usePaging } from '@/lib/use-paging'
import { useAuditActors } from '../api/get-audit-actors'
import { useAuditPage } from '../api/get-audit-entries'
import { describeEntry } from './describe-entry'

const PAGE_SIZE = 25
const ALL = 'all'
const TABLE_TEXT = tableText('the audit log', {
  caption: 'Audit log, newest first',
  columns: ['When', 'Who', 'Action', 'Details'],
  empty: 'No entries match.',
})

const ACTION_LABELS: Record<AuditAction, string> = {
  'staff.invite': 'Invitation',
  'role.grant': 'Role given',
  'role.change': 'Role changed',
  'role.revoke': 'Access revoked',
  'lead.status': 'Lead status',
  'post.publish': 'Post published',
  'post.unpublish': 'Post unpublished',
  'post.delete': 'Post deleted',
  'lead.delete': 'Leads deleted',
  'note.delete': 'Notes deleted',
  'event.delete': 'Events deleted',
  'leads.export': 'CSV export',
  'privacy.lookup': 'Privacy look-up',
  'privacy.export': 'Privacy export',
  'privacy.erase': 'Privacy erasure',
  'chat.delete': 'Conversation deleted',
  'mfa.required': 'Two-step sign-in setting',
  'mfa.reset': 'Two-step sign-in reset',
  'post.submit': 'Post submitted for review',
  'post.approve': 'Post version approved',
  'post.reject': 'Post version rejected',
  'post.live': 'Post version went live',
  'post.withdraw': 'Post withdrawn from the site',
  'approval.required': 'Approval setting',
  'archive.export': 'Archive export',
  'calculator.rates': 'Calculator rates',
  'chat.review': 'Conversation reviewed',
  'chat.sample': 'Conversation sample setting',
  'availability.rules': 'Booking notice and buffer',
  'availability.day_off': 'Day off for consultations',
}
const ACTION_OPTIONS = [
  { value: ALL, label: 'All actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] })),
]
const actionLabel = (action: string) => (isAuditAction(action) ? ACTION_LABELS[action] : action)

function actorName(entry: AuditEntry, actors: AuditActor[]): string {
  if (!entry.actorId) return 'The system (SQL editor or service)'
  return actors.find((a) => a.actorId === entry.actorId)?.email ?? 'A removed account'
}

/** The Audit tab (admins): who did what and when, newest first, filtered and paged on the server. */
export function AuditTab() {
  const [action, setAction] = useState(ALL)
  const [actorId, setActorId] = useState(ALL)
  // Another filter starts again at the first page.
  const { page, pagerAt } = usePaging(JSON.stringify([action, actorId]), PAGE_SIZE)
  const actors = useAuditActors()
  const known = actors.data ?? []
  const query = {
    ...(isAuditAction(action) ? { action } : {}),
    ...(actorId !== ALL ? { actorId } : {}),
    page,
    pageSize: PAGE_SIZE,
  }
  const result = useAuditPage(query)
  const rows = result.data?.rows ?? []
  const personOptions = [
    { value: ALL, label: 'Everyone' },
    ...known.map((a) => ({ value: a.actorId, label: `${a.email ?? 'A removed account'} (${a.entries})` })),
  ]
  const pager = { label: 'Audit log pages', noun: 'entries', ...pagerAt(rows.length, result.data?.total) }
  return (
    <TabSection id="audit" title="Audit log">
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect label="Action" className="w-56" value={action} options={ACTION_OPTIONS} onChange={setAction} />
        <FilterSelect label="Person" className="w-72" value={actorId} options={personOptions} onChange={setActorId} />
      </div>
      <QueryTable text={TABLE_TEXT} query={result} rows={rows} pager={pager}>
        {(entry) => (
          <TableRow key={entry.id} className="align-top">
            <TableCell className="whitespace-nowrap">{formatDateTime(entry.at)}</TableCell>
            <TableCell>{actorName(entry, known)}</TableCell>
            <TableCell>{actionLabel(entry.action)}</TableCell>
            <TableCell className="break-words">{describeEntry(entry)}</TableCell>
          </TableRow>
        )}
      </QueryTable>
    </TabSection>
  )
}
