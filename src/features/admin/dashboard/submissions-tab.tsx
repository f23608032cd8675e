import { Eye } from 'lucide-react'
import { useCallback, useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { Submission } from '@/lib/backend'
import { downloadCsv } from '../lib/csv'
import { afterPaint, mark, measure, PERF } from '../lib/perf-marks'
import {
  filterSubmissionRows,
  formatDateTime,
  submissionsCsv,
  toSubmissionRow,
  type SubmissionFilter,
  type SubmissionRow,
} from '../lib/submission-rows'
import { SubmissionDetailsDialog } from './submission-details-dialog'
import { SubmissionsToolbar } from './submissions-toolbar'
import { VirtualTable, type Column } from './virtual-table'

function columns(onView: (s: Submission) => void): Column<SubmissionRow>[] {
  return [
    // Formatted per visible row only: cheaper than formatting 10,000 dates up front.
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

export function SubmissionsTab({ submissions }: { submissions: Submission[] }) {
  const [filter, setFilter] = useState<SubmissionFilter>({ query: '', formType: 'all' })
  const [selected, setSelected] = useState<Submission | null>(null)
  const allRows = useMemo(() => submissions.map(toSubmissionRow), [submissions])
  const rows = useMemo(() => filterSubmissionRows(allRows, filter), [allRows, filter])
  const [lastViewedId, setLastViewedId] = useState<string | null>(null)
  const tableColumns = useMemo(
    () =>
      columns((submission) => {
        setLastViewedId(submission.id)
        setSelected(submission)
      }),
    [],
  )

  const firstPaintDone = useRef(false)
  const filterPending = useRef(false)
  const onRowsPainted = useCallback(() => {
    afterPaint(() => {
      if (!firstPaintDone.current && allRows.length > 0) {
        firstPaintDone.current = true
        mark(PERF.painted)
        measure(PERF.firstPaint, PERF.data, PERF.painted)
      }
      if (filterPending.current) {
        filterPending.current = false
        mark(PERF.filterPainted)
        measure(PERF.filter, PERF.filterInput, PERF.filterPainted)
      }
    })
  }, [allRows.length])

  const onQueryChange = (query: string) => {
    mark(PERF.filterInput)
    filterPending.current = true
    setFilter((f) => ({ ...f, query }))
  }

  // The row may have been re-rendered while the dialog was open: find its View button again.
  const returnFocus = (event: Event) => {
    if (!lastViewedId) return
    const button = document.querySelector<HTMLElement>(`[data-submission-id="${CSS.escape(lastViewedId)}"]`)
    if (!button) return
    event.preventDefault()
    button.focus()
  }

  const exportCsv = () => {
    const day = new Date().toISOString().slice(0, 10)
    downloadCsv(`form-submissions-${day}.csv`, submissionsCsv(rows))
  }

  return (
    <>
      <SubmissionsToolbar
        filter={filter}
        onQueryChange={onQueryChange}
        onFormTypeChange={(formType) => setFilter((f) => ({ ...f, formType }))}
        shown={rows.length}
        total={allRows.length}
        onExport={exportCsv}
      />
      <VirtualTable
        label="Form submissions"
        rows={rows}
        columns={tableColumns}
        rowKey={(r) => r.submission.id}
        empty={allRows.length === 0 ? 'No form submissions yet' : 'No submissions match your search'}
        onRowsPainted={onRowsPainted}
      />
      <SubmissionDetailsDialog
        submission={selected}
        onOpenChange={(open) => !open && setSelected(null)}
        onCloseAutoFocus={returnFocus}
      />
    </>
  )
}
