import { Eye } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { Column } from '@/components/ui/virtual-table'
import type { Submission } from '@/lib/backend/leads-schema'
import { formatDateTime } from '@/lib/format-date-time'
import { formatDate, type LeadRow } from '../lib/lead-rows'
import { ComplaintBadge } from './complaint-badge'
import { NotNotifiedBadge } from './notification-state'
import { StatusBadge } from './status-badge'

/** The Form Submissions table's columns; `onView` opens the details dialog. */
export function leadColumns(onView: (s: Submission) => void): Column<LeadRow>[] {
  return [
    // Formatted per visible row only.
    { header: 'Date', width: '11rem', cell: (r) => formatDateTime(r.lead.createdAt) },
    { header: 'Form Type', width: '10.5rem', cell: (r) => r.formType },
    { header: 'Name', width: 'minmax(8rem, 1fr)', cell: (r) => r.name, title: (r) => r.name },
    { header: 'Email', width: 'minmax(10rem, 1.3fr)', cell: (r) => r.email, title: (r) => r.email },
    { header: 'Phone', width: '8.5rem', cell: (r) => r.phone },
    { header: 'Details', width: 'minmax(10rem, 1.5fr)', cell: (r) => r.details, title: (r) => r.details },
    {
      header: 'Status',
      width: '8.75rem',
      cell: (r) => (
        <span className="flex items-center gap-1">
          <StatusBadge status={r.lead.status} />
          <NotNotifiedBadge lead={r.lead} />
          <ComplaintBadge lead={r.lead} />
        </span>
      ),
    },
    { header: 'Source', width: 'minmax(7rem, 0.8fr)', cell: (r) => r.source, title: (r) => r.source },
    {
      header: 'Follow-up',
      width: '7.5rem',
      cell: (r) => (r.lead.followUpOn ? formatDate(r.lead.followUpOn) : ''),
    },
    {
      header: 'Actions',
      width: '6rem',
      cell: (r) => (
        <Button size="sm" variant="ghost" className="h-8 px-3" data-lead-id={r.lead.id} onClick={() => onView(r.lead)}>
          <Eye aria-hidden="true" className="size-4" />
          View <span className="sr-only">details of {r.name === 'N/A' ? 'this submission' : r.name}</span>
        </Button>
      ),
    },
  ]
}
