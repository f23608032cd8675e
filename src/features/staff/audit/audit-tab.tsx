import { useState } from 'react'
import { FilterSelect } from '@/components/ui/filter-select'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableLoadingRow,
  TableRow,
} from '@/components/ui/table'
import { TablePager } from '@/components/ui/table-pager'
import { AUDIT_ACTIONS, type AuditAction, type AuditActor, type AuditEntry } from '@/lib/backend'
import { formatDateTime } from '@/lib/format-date-time'
import { useAuditActors, useAuditPage } from '../api/team'
import { describeEntry } from './describe-entry'

const PAGE_SIZE = 25
const ALL = 'all'
const COLUMNS = ['When', 'Who', 'Action', 'Details']

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
  'privacy.export': 'Privacy export',
  'privacy.erase': 'Privacy erasure',
}
const ACTION_OPTIONS = [
  { value: ALL, label: 'All actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] })),
]
const isAction = (value: string): value is AuditAction => AUDIT_ACTIONS.some((action) => action === value)
const actionLabel = (action: string) => (isAction(action) ? ACTION_LABELS[action] : action)

function actorName(entry: AuditEntry, actors: AuditActor[]): string {
  if (!entry.actorId) return 'The system (SQL editor or service)'
  return actors.find((a) => a.actorId === entry.actorId)?.email ?? 'A removed account'
}

/** The Audit tab (admins): who did what and when, newest first, filtered and paged on the server. */
export function AuditTab() {
  const [action, setAction] = useState(ALL)
  const [actorId, setActorId] = useState(ALL)
  const [page, setPage] = useState(0)
  const actors = useAuditActors()
  const known = actors.data ?? []
  const query = {
    ...(isAction(action) ? { action } : {}),
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
  return (
    <section aria-labelledby="audit-heading" className="grid gap-4">
      <h2 id="audit-heading" className="text-xl font-semibold text-ink-900">
        Audit log
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label="Action"
          className="w-56"
          value={action}
          options={ACTION_OPTIONS}
          onChange={(v) => {
            setAction(v)
            setPage(0)
          }}
        />
        <FilterSelect
          label="Person"
          className="w-72"
          value={actorId}
          options={personOptions}
          onChange={(v) => {
            setActorId(v)
            setPage(0)
          }}
        />
      </div>
      {result.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The audit log could not be loaded: {result.error.message}
        </p>
      ) : (
        <Table>
          <TableCaption>Audit log, newest first</TableCaption>
          <TableHeader>
            <TableRow>
              {COLUMNS.map((heading) => (
                <TableHead key={heading}>{heading}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((entry) => (
              <TableRow key={entry.id} className="align-top">
                <TableCell className="whitespace-nowrap">{formatDateTime(entry.at)}</TableCell>
                <TableCell>{actorName(entry, known)}</TableCell>
                <TableCell>{actionLabel(entry.action)}</TableCell>
                <TableCell className="break-words">{describeEntry(entry)}</TableCell>
              </TableRow>
            ))}
            {rows.length > 0 ? null : result.isPending ? (
              <TableLoadingRow colSpan={COLUMNS.length}>Loading the audit log...</TableLoadingRow>
            ) : (
              <TableEmptyRow colSpan={COLUMNS.length}>No entries match.</TableEmptyRow>
            )}
          </TableBody>
        </Table>
      )}
      <TablePager
        className="mt-3"
        label="Audit log pages"
        noun="entries"
        page={page}
        pageSize={PAGE_SIZE}
        shown={rows.length}
        total={result.data?.total ?? 0}
        onPage={setPage}
      />
    </section>
  )
}
