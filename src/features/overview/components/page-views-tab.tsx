import { useState } from 'react'
import { TablePager } from '@/components/ui/table-pager'
import { VirtualTable, type Column } from '@/components/ui/virtual-table'
import { formatDateTime } from '@/lib/format-date-time'
import { TABLE_PAGE_SIZE } from '@/lib/staff/constants'
import { LOAD_FAILURES, useFailureToast } from '@/lib/staff/failure-toast'
import { usePaging } from '@/lib/use-paging'
import { usePageViewsPage, type PageView } from '../api/get-page-views'
import { timeSpent } from '../lib/activity'
import { DEFAULT_RANGE, periodLabel, type RangeDays } from '../lib/period'
import { RangePicker } from './range-picker'

const columns: Column<PageView>[] = [
  { header: 'Date', width: '12.5rem', cell: (v) => formatDateTime(v.timestamp) },
  { header: 'Page', width: 'minmax(8rem, 1fr)', cell: (v) => v.page || 'Unknown page', title: (v) => v.page },
  { header: 'Details', width: 'minmax(12rem, 2fr)', cell: (v) => v.details, title: (v) => v.details },
  { header: 'Time Spent', width: '9rem', cell: (v) => timeSpent(v.seconds) },
]

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
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700">
          {periodLabel(days)}:{' '}
          <strong className="text-ink-900">
            {total === undefined ? '…' : `${total.toLocaleString('en-US')} page ${total === 1 ? 'view' : 'views'}`}
          </strong>
        </p>
        <RangePicker name="page-views-range" value={days} onChange={setDays} />
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
