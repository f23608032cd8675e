import { Eye, FileText, Inbox, MessageSquare } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { DEFAULT_RANGE, periodLabel } from '../lib/period'
import { CountChange } from './change-note'

/**
 * The summary counts: the spec's three, and the leads nobody has handled yet. Each says the period
 * it counts; page views and chat questions (the last `days` New York days, as the Overview opens)
 * stand beside the `previous` period of equal length.
 */
export function CountCards({
  pageViews,
  leads,
  chats,
  newLeads,
  days = DEFAULT_RANGE,
  previous,
}: {
  pageViews: number
  leads: number
  chats: number
  newLeads: number
  days?: number
  previous?: { pageViews: number; chats: number }
}) {
  const cards = [
    { title: 'Page Views', value: pageViews, period: periodLabel(days), before: previous?.pageViews, Icon: Eye },
    { title: 'Form Submissions', value: leads, period: 'All time', Icon: FileText },
    {
      title: 'Chatbot Interactions',
      value: chats,
      period: periodLabel(days),
      before: previous?.chats,
      Icon: MessageSquare,
    },
    { title: 'New Leads', value: newLeads, period: 'All time, still new', Icon: Inbox },
  ]
  return (
    <ul className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Summary">
      {cards.map(({ title, value, period, before, Icon }) => (
        <li key={title}>
          <Card className="flex h-full items-start justify-between gap-3">
            <div className="grid gap-1">
              <h2 className="text-sm font-medium text-ink-600">
                {title} <span className="block text-xs font-normal">{period}</span>
              </h2>
              <p className="text-3xl font-bold text-ink-900 tabular-nums">{value.toLocaleString('en-US')}</p>
              {before === undefined ? null : <CountChange current={value} previous={before} days={days} />}
            </div>
            <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
          </Card>
        </li>
      ))}
    </ul>
  )
}
