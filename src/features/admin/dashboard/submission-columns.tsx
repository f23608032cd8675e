import { Eye } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { Submission } from '@/lib/backend'
import { formatDateTime, type SubmissionRow } from '../lib/submission-rows'
import type { Column } from './virtual-table'

/** The Form Submissions table's columns; `onView` opens the details dialog. */
export function submissionColumns(onView: (s: Submission) => void): Column<SubmissionRow>[] {
  return [
    // Formatted per visible row only.
    { header: 'Date', width: '12.5rem', cell: (r) => formatDateTime(r.submission.createdAt) },
    { header: 'Form Type', width: '12rem', cell: (r) => r.formType },
    { header: 'Name', width: 'minmax(8rem, 1fr)', cell: (r) => r.name, title: (r) => r.name },
    { header: 'Email', width: 'minmax(10rem, 1.3fr)', cell: (r) => r.email, title: (r) => r.email },
    { header: 'Phone', width: '9rem', cell: (r) => r.phone },
    { header: 'Details', width: 'minmax(12rem, 2fr)', cell: (r) => r.details, title: (r) => r.details },
    {
      header: 'Actions',
      width: '6rem',
      cell: (r) => (
        <Button
          size="sm"
          variant="ghost"
          className="h-8 px-3"
          data-submission-id={r.submission.id}
          onClick={() => onView(r.submission)}
        >
          <Eye aria-hidden="true" className="size-4" />
          View <span className="sr-only">details of {r.name === 'N/A' ? 'this submission' : r.name}</span>
        </Button>
      ),
    },
  ]
}
