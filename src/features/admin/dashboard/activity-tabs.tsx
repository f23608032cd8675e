import type { SiteEvent } from '@/lib/backend'
import { timeSpent } from '../lib/activity'
import { formatDateTime } from '../lib/submission-rows'
import { VirtualTable, type Column } from './virtual-table'

const dateColumn: Column<SiteEvent> = { header: 'Date', width: '12.5rem', cell: (e) => formatDateTime(e.timestamp) }
const pageColumn: Column<SiteEvent> = {
  header: 'Page',
  width: 'minmax(8rem, 1fr)',
  cell: (e) => e.page || 'Unknown page',
  title: (e) => e.page,
}

const pageViewColumns: Column<SiteEvent>[] = [
  dateColumn,
  pageColumn,
  { header: 'Details', width: 'minmax(12rem, 2fr)', cell: (e) => e.details, title: (e) => e.details },
  { header: 'Time Spent', width: '9rem', cell: (e) => timeSpent(e.details) },
]

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

export function PageViewsTab({ events }: { events: SiteEvent[] }) {
  return (
    <VirtualTable
      label="Page views"
      rows={events}
      columns={pageViewColumns}
      rowKey={(e) => e.id}
      empty="No page views recorded yet"
    />
  )
}

export function ChatQuestionsTab({ events }: { events: SiteEvent[] }) {
  return (
    <VirtualTable
      label="Chatbot questions"
      rows={events}
      columns={chatColumns}
      rowKey={(e) => e.id}
      empty="No chatbot interactions recorded yet"
    />
  )
}
