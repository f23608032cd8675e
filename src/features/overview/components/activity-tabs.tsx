import { TablePager } from '@/components/ui/table-pager'
import { VirtualTable, type Column } from '@/components/ui/virtual-table'
import type { EventType } from '@/lib/backend/kinds'
import type { SiteEvent } from '@/lib/backend/events-schema'
import { formatDateTime } from '@/lib/format-date-time'
import { TABLE_PAGE_SIZE } from '@/lib/staff/constants'
import { LOAD_FAILURES, useFailureToast } from '@/lib/staff/failure-toast'
import { usePaging } from '@/lib/use-paging'
import { useEventsPage } from '../api/get-events'

const dateColumn: Column<SiteEvent> = { header: 'Date', width: '12.5rem', cell: (e) => formatDateTime(e.timestamp) }
const pageColumn: Column<SiteEvent> = {
  header: 'Page',
  width: 'minmax(8rem, 1fr)',
  cell: (e) => e.page || 'Unknown page',
  title: (e) => e.page,
}

/** The question asked: the details, or a `question` kept in the metadata. */
function question(event: SiteEvent): string {
  const fromMetadata = event.metadata.question
  return event.details || (typeof fromMetadata === 'string' ? fromMetadata : '')
}

const chatColumns: Column<SiteEvent>[] = [
  dateColumn,
  pageColumn,
  { header: 'Question', width: 'minmax(14rem, 3fr)', cell: question, title: question },
]

/** One type of event, a page at a time, with its pager. */
function EventsTable({
  type,
  label,
  columns,
  empty,
}: {
  type: EventType
  label: string
  columns: Column<SiteEvent>[]
  empty: string
}) {
  const { page, clampTo, pagerAt } = usePaging(type, TABLE_PAGE_SIZE)
  const result = useEventsPage(type, page)
  clampTo(result.isPlaceholderData ? undefined : result.data?.total)
  useFailureToast(result.errorUpdatedAt, LOAD_FAILURES.events)
  const rows = result.data?.rows ?? []
  const total = result.data?.total ?? 0
  return (
    <>
      <VirtualTable
        label={label}
        rows={rows}
        columns={columns}
        rowKey={(e) => e.id}
        rowOffset={page * TABLE_PAGE_SIZE}
        totalRows={total}
        empty={empty}
      />
      <TablePager label={`${label} pages`} noun={label.toLowerCase()} {...pagerAt(rows.length, total)} />
    </>
  )
}

export function ChatQuestionsTab() {
  return (
    <EventsTable
      type="chatbot"
      label="Chatbot questions"
      columns={chatColumns}
      empty="No chatbot interactions recorded yet"
    />
  )
}
