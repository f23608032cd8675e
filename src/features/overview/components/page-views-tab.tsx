import { useState } from 'react'
import { TablePager } from '@/components/ui/table-pager'
import { VirtualTable, type Column } from '@/components/ui/virtual-table'
import { getClient } from '@/lib/backend'
import { formatDateTime } from '@/lib/format-date-time'
import { TABLE_PAGE_SIZE } from '@/lib/staff/constants'
import { LOAD_FAILURES, useFailureToast } from '@/lib/staff/failure-toast'
import { usePaging } from '@/lib/use-paging'
import { allPageViews } from '../api/export-page-views'
import { usePageViewsPage, type PageView } from '../api/get-page-views'
import { timeSpent } from '../lib/activity'
import { DEFAULT_RANGE, periodLabel, periodOf, type RangeDays } from '../lib/period'
import { nyPeriod, type TableData } from '../lib/table-csv'
import { DownloadCsvButton } from './download-csv-button'
import { RangePicker } from './range-picker'

/** Each column's cell is text, so the CSV holds what the table shows. */
const columns: (Omit<Column<PageView>, 'cell'> & { cell: (view: PageView) => string })[] = [
  { header: 'Date', width: '12.5rem', cell: (v) => formatDateTime(v.timestamp) },
  { header: 'Page', width: 'minmax(8rem, 1fr)', cell: (v) => v.page || 'Unknown page', title: (v) => v.page },
  { header: 'Details', width: 'minmax(12rem, 2fr)', cell: (v) => v.details, title: (v) => v.details },
  { header: 'Time Spent', width: '9rem', cell: (v) => timeSpent(v.seconds) },
]

const pageViewsTable = (views: PageView[]): TableData => ({
  columns: columns.map((column) => column.header),
  rows: views.map((view) => columns.map((column) => column.cell(view))),
})

/**
 * The Page Views tab: one row per page view (the database's definition, as the summary card and
 * the Overview count them), the time spent on the page beside it, over the chosen period.
 */
export function PageViewsTab() {
  const [days, setDays] = useState<RangeDays>(DEFAULT_RANGE)
  const { page, clampTo, pagerAt } = usePaging(`page-views:${days}`, TABLE_PAGE_SIZE)
  const result = usePageViewsPage(days, page, TABLE_PAGE_SIZE)
  clampTo(result.isPlaceholderData ? undefined : result.data?.total)
  useFailureToast(result.errorUpdatedAt, LOAD_FAILURES.events)
  const rows = result.data?.rows ?? []
  const total = result.data?.total
  const span = periodOf(days)
  const loadAll = async () => pageViewsTable(await allPageViews(await getClient(), span.from, span.to))
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700">
          {periodLabel(days)}:{' '}
          <strong className="text-ink-900">
            {total === undefined ? '…' : `${total.toLocaleString('en-US')} page ${total === 1 ? 'view' : 'views'}`}
          </strong>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <RangePicker name="page-views-range" value={days} onChange={setDays} />
          {total ? <DownloadCsvButton title="Page views" period={nyPeriod(span)} table={loadAll} /> : null}
        </div>
      </div>
      <VirtualTable
        label="Page views"
        rows={rows}
        columns={columns}
        rowKey={(v) => v.id}
        rowOffset={page * TABLE_PAGE_SIZE}
        totalRows={total ?? 0}
        empty="No page views recorded yet"
      />
      <TablePager label="Page views pages" noun="page views" {...pagerAt(rows.length, total)} />
    </>
  )
}
