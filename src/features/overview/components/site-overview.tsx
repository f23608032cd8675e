/**
 * The dashboard's Overview tab: how many people come, from where, which pages they read, where
 * the calculator loses them and what they book. One call of site_stats per range (the
 * database does the counting). Loaded as its own chunk when the tab opens.
 */
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { SiteStats } from '@/lib/backend/site-stats/schema'
import { useSiteStats, type RangeDays } from '../api/get-site-stats'
import { chatsChart, funnel, leadsChart, trafficChart } from '../lib/overview-data'
import { DEFAULT_RANGE, periodLabel } from '../lib/period'
import { BarChart } from './bar-chart'
import { BarList } from './bar-list'
import { BookingsTable } from './bookings-table'
import { CampaignsSection } from './campaigns-section'
import { ChartFigure } from './chart-figure'
import { LineChart } from './line-chart'
import { LiveVisitors } from './live-visitors'
import { NoShowRate } from './no-show-rate'
import { RangePicker } from './range-picker'
import { SummaryStats } from './summary-stats'
import { TablePeriodContext } from './table-period'

export function SiteOverview() {
  const [range, setRange] = useState<RangeDays>(DEFAULT_RANGE)
  const query = useSiteStats(range)
  const stats = query.data

  return (
    <div className="grid min-w-0 gap-6" aria-busy={query.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h2 className="text-lg font-semibold text-ink-900">Overview</h2>
          <LiveVisitors />
        </div>
        <RangePicker value={range} onChange={setRange} />
      </div>
      {query.isError && !stats ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800">
          Could not load the overview. Please try again.
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {!stats && query.isPending ? <Spinner label="Loading overview..." /> : null}
      {stats ? <Sections stats={stats} days={range} /> : null}
      {stats ? <NoShowRate days={range} /> : null}
    </div>
  )
}

function Sections({ stats, days: range }: { stats: SiteStats; days: RangeDays }) {
  const days = stats.days.map((d) => d.day)
  const traffic = trafficChart(stats)
  const leads = leadsChart(stats)
  const chats = chatsChart(stats)
  const steps = funnel(stats)
  return (
    <TablePeriodContext value={stats.range}>
      <p className="text-sm text-ink-600">
        {periodLabel(stats.range.days)}: {stats.range.from} to {stats.range.to} (New York days), each figure beside the{' '}
        {stats.previous.range.days} days before ({stats.previous.range.from} to {stats.previous.range.to})
      </p>
      <SummaryStats stats={stats} />
      <ChartFigure title="Visits and page views per day" table={traffic.table}>
        <LineChart days={days} series={traffic.series} />
      </ChartFigure>
      <ChartFigure title="Leads per day by form type" table={leads.table}>
        <BarChart days={days} series={leads.series} />
      </ChartFigure>
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <ChartFigure
          title="Top pages"
          table={{ columns: ['Page', 'Views'], rows: stats.topPages.map((p) => [p.page, p.views]) }}
        >
          <BarList items={stats.topPages.map((p) => ({ label: p.page, value: p.views }))} empty="No page views yet" />
        </ChartFigure>
        <ChartFigure
          title="Top sources"
          table={{ columns: ['Source', 'Visits'], rows: stats.topSources.map((s) => [s.source, s.visits]) }}
        >
          <BarList items={stats.topSources.map((s) => ({ label: s.source, value: s.visits }))} empty="No visits yet" />
        </ChartFigure>
        <ChartFigure title="Calculator funnel" table={steps.table}>
          <BarList items={steps.items} empty="No calculator visits yet" />
        </ChartFigure>
        <ChartFigure title="Chat questions per day" table={chats.table}>
          <BarChart days={days} series={chats.series} />
        </ChartFigure>
      </div>
      <CampaignsSection days={range} />
      <BookingsTable stats={stats} />
    </TablePeriodContext>
  )
}
