import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import type { SiteStats } from '@/lib/backend/site-stats/schema'
import { rateChangeOf } from '../lib/change'
import { percent } from '../lib/overview-data'
import { ChangeNote, CountChange } from './change-note'

const count = (n: number) => n.toLocaleString('en-US')
const rate = (r: number | null) => (r === null ? 'n/a' : percent(r))

/**
 * The range's headline numbers, each beside the previous period of equal length; the conversion
 * rate says what it divides and changes in percentage points.
 */
export function SummaryStats({ stats }: { stats: SiteStats }) {
  const { totals, previous } = stats
  const days = stats.range.days
  const counted = (current: number, before: number) => ({
    value: count(current),
    change: <CountChange current={current} previous={before} days={days} />,
  })
  const items: { label: string; value: string; change: ReactNode; note?: string }[] = [
    { label: 'Visits', ...counted(totals.visits, previous.totals.visits) },
    { label: 'Page views', ...counted(totals.pageViews, previous.totals.pageViews) },
    { label: 'Leads', ...counted(totals.leads, previous.totals.leads) },
    {
      label: 'Conversion rate',
      value: rate(stats.conversionRate),
      change: (
        <ChangeNote
          change={rateChangeOf(stats.conversionRate, previous.conversionRate, days)}
          previous={rate(previous.conversionRate)}
          days={days}
        />
      ),
      note: `${count(totals.visitsWithLead)} of ${count(totals.visits)} visits left a lead`,
    },
    { label: 'Chat questions', ...counted(totals.chatQuestions, previous.totals.chatQuestions) },
  ]
  return (
    <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {items.map((item) => (
        <Card key={item.label} className="grid content-start gap-1 p-4">
          <dt className="text-sm font-medium text-ink-600">{item.label}</dt>
          <dd className="text-2xl font-bold text-ink-900 tabular-nums">{item.value}</dd>
          <dd>{item.change}</dd>
          {item.note ? <dd className="text-xs text-ink-600">{item.note}</dd> : null}
        </Card>
      ))}
    </dl>
  )
}
