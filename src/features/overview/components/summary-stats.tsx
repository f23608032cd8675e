import { Card } from '@/components/ui/card'
import type { SiteStats } from '@/lib/backend/site-stats/schema'
import { percent } from '../lib/overview-data'

/** The range's headline numbers; the conversion rate says what it divides. */
export function SummaryStats({ stats }: { stats: SiteStats }) {
  const { totals } = stats
  const items = [
    { label: 'Visits', value: totals.visits.toLocaleString('en-US') },
    { label: 'Page views', value: totals.pageViews.toLocaleString('en-US') },
    { label: 'Leads', value: totals.leads.toLocaleString('en-US') },
    {
      label: 'Conversion rate',
      value: stats.conversionRate === null ? 'n/a' : percent(stats.conversionRate),
      note: `${totals.visitsWithLead.toLocaleString('en-US')} of ${totals.visits.toLocaleString('en-US')} visits left a lead`,
    },
    { label: 'Chat questions', value: totals.chatQuestions.toLocaleString('en-US') },
  ]
  return (
    <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {items.map((item) => (
        <Card key={item.label} className="grid content-start gap-1 p-4">
          <dt className="text-sm font-medium text-ink-600">{item.label}</dt>
          <dd className="text-2xl font-bold text-ink-900 tabular-nums">{item.value}</dd>
          {item.note ? <dd className="text-xs text-ink-600">{item.note}</dd> : null}
        </Card>
      ))}
    </dl>
  )
}
