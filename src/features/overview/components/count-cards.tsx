import { Eye, FileText, Inbox, MessageSquare } from 'lucide-react'
import { Card } from '@/components/ui/card'

/** The summary counts: the spec's three, and the leads nobody has handled yet. */
export function CountCards({
  pageViews,
  leads,
  chats,
  newLeads,
}: {
  pageViews: number
  leads: number
  chats: number
  newLeads: number
}) {
  const cards = [
    { title: 'Page Views', value: pageViews, Icon: Eye },
    { title: 'Form Submissions', value: leads, Icon: FileText },
    { title: 'Chatbot Interactions', value: chats, Icon: MessageSquare },
    { title: 'New Leads', value: newLeads, Icon: Inbox },
  ]
  return (
    <ul className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Summary">
      {cards.map(({ title, value, Icon }) => (
        <li key={title}>
          <Card className="flex items-center justify-between">
            <div>
              <h2 className="text-sm font-medium text-ink-600">{title}</h2>
              <p className="mt-1 text-3xl font-bold text-ink-900">{value.toLocaleString('en-US')}</p>
            </div>
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
          </Card>
        </li>
      ))}
    </ul>
  )
}
