import { Eye } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { Column } from '@/components/ui/virtual-table'
import type { Submission } from '@/lib/backend/leads-schema'
import { formatNewYork } from '@/lib/new-york-date'
import { formatDate, type LeadRow } from '../lib/lead-rows'
import { ComplaintBadge } from './complaint-badge'
import { AddressText, LeadNameButton } from './lead-cells'
import { NotNotifiedBadge } from './notification-state'
import { StatusBadge } from './status-badge'

/** How a lead was opened: by its name, or by the View button (a click on the row counts as View). */
export type OpenedBy = 'name' | 'view'

/**
 * The Form Submissions table's columns, every one readable at 1280 px: cells wrap, the details
 * give way (three lines, the whole text on hover and in the dialog). `onView` opens the details.
 */
export function leadColumns(onView: (s: Submission, by: OpenedBy) => void): Column<LeadRow>[] {
  return [
    // Formatted per visible row only.
    {
      header: 'Date (New York)',
      width: '7.25rem',
      cell: (r) => (
        <>
          <span className="whitespace-nowrap lg:block">{formatNewYork(r.lead.createdAt, 'MMM d, yyyy')}</span>{' '}
          <span className="whitespace-nowrap text-ink-600 lg:block">{formatNewYork(r.lead.createdAt, 'h:mm a')}</span>
        </>
      ),
    },
    { header: 'Form Type', width: '7rem', cell: (r) => r.formType },
    {
      header: 'Name',
      width: 'minmax(6.5rem, 1fr)',
      cell: (r) => <LeadNameButton name={r.name} leadId={r.lead.id} onOpen={() => onView(r.lead, 'name')} />,
    },
    { header: 'Email', width: 'minmax(10rem, 1.4fr)', cell: (r) => <AddressText text={r.email} /> },
    { header: 'Phone', width: '8rem', cell: (r) => r.phone },
    {
      header: 'Details',
      width: 'minmax(6rem, 1.4fr)',
      cell: (r) => r.details,
      title: (r) => r.details,
      className: 'line-clamp-3',
    },
    {
      header: 'Status',
      width: '7rem',
      cell: (r) => (
        <span className="flex flex-wrap items-center gap-1">
          <StatusBadge status={r.lead.status} />
          <NotNotifiedBadge lead={r.lead} />
          <ComplaintBadge lead={r.lead} />
        </span>
      ),
    },
    { header: 'Source', width: 'minmax(6rem, 0.8fr)', cell: (r) => <AddressText text={r.source} /> },
    {
      header: 'Follow-up',
      width: '7rem',
      cell: (r) => (r.lead.followUpOn ? formatDate(r.lead.followUpOn) : ''),
    },
    {
      header: 'Actions',
      width: '6.5rem',
      cell: (r) => (
        <Button
          size="sm"
          variant="ghost"
          className="-mt-1.5 h-8 px-3"
          data-lead-id={r.lead.id}
          onClick={() => onView(r.lead, 'view')}
        >
          <Eye aria-hidden="true" className="size-4" />
          View <span className="sr-only">details of {r.name === 'N/A' ? 'this submission' : r.name}</span>
        </Button>
      ),
    },
  ]
}
