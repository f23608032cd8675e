import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Submission } from '@/lib/backend'
import { TABLE_PAGE_SIZE, useSubmissionsPage } from '../api/get-submissions'
import { afterPaint, mark, measure, PERF } from '../lib/perf-marks'
import { newYorkToday } from '../lib/new-york-date'
import { NO_FILTER, toSubmissionQuery, type SubmissionFilter } from '../lib/submission-filter'
import { toSubmissionRow } from '../lib/submission-rows'
import { useDebouncedValue } from '../lib/use-debounced-value'
import { usePaging } from '../lib/use-paging'
import { LOAD_FAILURES, useFailureToast } from './failure-toast'
import { Pager } from './pager'
import { submissionColumns } from './submission-columns'
import { SubmissionDetailsDialog } from './submission-details-dialog'
import { SubmissionsToolbar } from './submissions-toolbar'
import { useCsvExport } from './use-csv-export'
import { VirtualTable } from './virtual-table'

/** Typing pauses this long before the server is asked. */
const SEARCH_PAUSE_MS = 250

/** The Form Submissions tab: filters, one page of rows read on the server, paging, export. */
export function SubmissionsTab() {
  const [filter, setFilter] = useState<SubmissionFilter>(NO_FILTER)
  const search = useDebouncedValue(filter.search, SEARCH_PAUSE_MS)
  const today = newYorkToday()
  const query = useMemo(() => toSubmissionQuery({ ...filter, search }, today), [filter, search, today])
  const { page, setPage, clampTo } = usePaging(JSON.stringify(query), TABLE_PAGE_SIZE)
  const result = useSubmissionsPage(query, page)
  clampTo(result.isPlaceholderData ? undefined : result.data?.total)
  useFailureToast(result.errorUpdatedAt, LOAD_FAILURES.submissions)
  const total = result.data?.total ?? 0
  const rows = useMemo(() => (result.data?.rows ?? []).map(toSubmissionRow), [result.data])
  const [selected, setSelected] = useState<Submission | null>(null)
  const [lastViewedId, setLastViewedId] = useState<string | null>(null)
  const columns = useMemo(
    () =>
      submissionColumns((submission) => {
        setLastViewedId(submission.id)
        setSelected(submission)
      }),
    [],
  )
  const { exporting, exportCsv } = useCsvExport(query)

  const changeFilter = (change: Partial<SubmissionFilter>) => setFilter((f) => ({ ...f, ...change }))

  // Benchmark marks: first paint after the data, and each search's repaint after its query.
  const firstPaintDone = useRef(false)
  const searchPending = useRef(false)
  const searched = useRef(search)
  useEffect(() => {
    if (searched.current === search) return
    searched.current = search
    mark(PERF.filterInput)
    searchPending.current = true
  }, [search])
  const onRowsPainted = useCallback(() => {
    afterPaint(() => {
      if (!firstPaintDone.current && rows.length > 0) {
        firstPaintDone.current = true
        mark(PERF.painted)
        measure(PERF.firstPaint, PERF.data, PERF.painted)
      }
      if (searchPending.current && !result.isPlaceholderData) {
        searchPending.current = false
        mark(PERF.filterPainted)
        measure(PERF.filter, PERF.filterInput, PERF.filterPainted)
      }
    })
  }, [rows.length, result.isPlaceholderData])

  // The row may have been re-rendered while the dialog was open: find its View button again.
  const returnFocus = (event: Event) => {
    if (!lastViewedId) return
    const button = document.querySelector<HTMLElement>(`[data-submission-id="${CSS.escape(lastViewedId)}"]`)
    if (!button) return
    event.preventDefault()
    button.focus()
  }

  const filtered = Object.keys(query).some((key) => key !== 'sort')
  return (
    <>
      <SubmissionsToolbar
        filter={filter}
        onChange={changeFilter}
        onExport={() => void exportCsv()}
        exporting={exporting}
        canExport={total > 0}
      />
      <VirtualTable
        label="Form submissions"
        rows={rows}
        columns={columns}
        rowKey={(r) => r.submission.id}
        rowOffset={page * TABLE_PAGE_SIZE}
        totalRows={total}
        empty={filtered ? 'No submissions match your search' : 'No form submissions yet'}
        onRowsPainted={onRowsPainted}
      />
      <Pager
        label="Form submissions pages"
        noun="submissions"
        page={page}
        pageSize={TABLE_PAGE_SIZE}
        shown={rows.length}
        total={total}
        onPage={setPage}
      />
      <SubmissionDetailsDialog
        submission={selected}
        onOpenChange={(open) => !open && setSelected(null)}
        onCloseAutoFocus={returnFocus}
        onChanged={(id, change) => setSelected((s) => (s?.id === id ? { ...s, ...change } : s))}
      />
    </>
  )
}
