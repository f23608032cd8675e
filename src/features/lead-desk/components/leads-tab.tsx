import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { TablePager } from '@/components/ui/table-pager'
import { VirtualTable } from '@/components/ui/virtual-table'
import type { Submission } from '@/lib/backend/leads-schema'
import { newYorkToday } from '@/lib/new-york-date'
import { TABLE_PAGE_SIZE } from '@/lib/staff/constants'
import { LOAD_FAILURES, useFailureToast } from '@/lib/staff/failure-toast'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { usePaging } from '@/lib/use-paging'
import { useLeadsPage } from '../api/get-leads'
import { useCsvExport } from '../hooks/use-csv-export'
import { NO_FILTER, toLeadQuery, type LeadFilter } from '../lib/lead-filter'
import { toLeadRow } from '../lib/lead-rows'
import { afterPaint, mark, measure, PERF } from '../lib/perf-marks'
import { leadColumns, type OpenedBy } from './lead-columns'
import { LeadDetailsDialog } from './lead-details-dialog'
import { LeadsToolbar } from './leads-toolbar'

/** Typing pauses this long before the server is asked. */
const SEARCH_PAUSE_MS = 250

/** The Form Submissions tab: filters, one page of rows read on the server, paging, export. */
export function LeadsTab() {
  const [filter, setFilter] = useState<LeadFilter>(NO_FILTER)
  const search = useDebouncedValue(filter.search, SEARCH_PAUSE_MS)
  const today = newYorkToday()
  const query = useMemo(() => toLeadQuery({ ...filter, search }, today), [filter, search, today])
  const { page, clampTo, pagerAt } = usePaging(JSON.stringify(query), TABLE_PAGE_SIZE)
  const result = useLeadsPage(query, page)
  clampTo(result.isPlaceholderData ? undefined : result.data?.total)
  useFailureToast(result.errorUpdatedAt, LOAD_FAILURES.leads)
  const total = result.data?.total ?? 0
  const rows = useMemo(() => (result.data?.rows ?? []).map(toLeadRow), [result.data])
  const [selected, setSelected] = useState<Submission | null>(null)
  const [lastViewed, setLastViewed] = useState<{ id: string; by: OpenedBy } | null>(null)
  const openLead = useCallback((lead: Submission, by: OpenedBy) => {
    setLastViewed({ id: lead.id, by })
    setSelected(lead)
  }, [])
  const columns = useMemo(() => leadColumns(openLead), [openLead])
  const { exporting, exportCsv } = useCsvExport(query)

  const changeFilter = (change: Partial<LeadFilter>) => setFilter((f) => ({ ...f, ...change }))

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

  // The row may have been re-rendered while the dialog was open: find the button that opened it
  // again (its name, or View, which a click on the row counts as).
  const returnFocus = (event: Event) => {
    if (!lastViewed) return
    const attribute = lastViewed.by === 'name' ? 'data-lead-name' : 'data-lead-id'
    const button = document.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(lastViewed.id)}"]`)
    if (!button) return
    event.preventDefault()
    button.focus()
  }

  const filtered = Object.keys(query).some((key) => key !== 'sort')
  return (
    <>
      <LeadsToolbar
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
        rowKey={(r) => r.lead.id}
        rowOffset={page * TABLE_PAGE_SIZE}
        totalRows={total}
        empty={filtered ? 'No submissions match your search' : 'No form submissions yet'}
        onRowsPainted={onRowsPainted}
        wrap
        onRowClick={(row) => openLead(row.lead, 'view')}
      />
      <TablePager label="Form submissions pages" noun="submissions" {...pagerAt(rows.length, total)} />
      <LeadDetailsDialog
        lead={selected}
        onOpenChange={(open) => !open && setSelected(null)}
        onCloseAutoFocus={returnFocus}
        onChanged={(id, change) => setSelected((s) => (s?.id === id ? { ...s, ...change } : s))}
      />
    </>
  )
}
