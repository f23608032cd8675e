/**
 * The range's campaigns (visits that carried a UTM medium or campaign, by source, medium and
 * campaign) and entry pages (where visits landed), each with its leads and conversion rate: a
 * chart and its table like every other section of the Overview.
 */
import type { RangeDays } from '../lib/period'
import { percent } from '../lib/overview-data'
import { useAcquisition, type CampaignRow, type EntryPageRow } from '../api/get-acquisition'
import { BarList } from './bar-list'
import { ChartFigure, type TableData } from './chart-figure'

const NOT_SET = 'not set'

const campaignLabel = (row: CampaignRow) => `${row.source} / ${row.medium ?? NOT_SET} / ${row.campaign ?? NOT_SET}`

const leadsNote = (row: { leads: number; conversionRate: number }) =>
  `${row.leads.toLocaleString('en-US')} ${row.leads === 1 ? 'lead' : 'leads'}, ${percent(row.conversionRate)}`

export function campaignsTable(rows: CampaignRow[]): TableData {
  return {
    columns: ['Source', 'Medium', 'Campaign', 'Visits', 'Leads', 'Conversion rate'],
    rows: rows.map((r) => [
      r.source,
      r.medium ?? NOT_SET,
      r.campaign ?? NOT_SET,
      r.visits,
      r.leads,
      percent(r.conversionRate),
    ]),
  }
}

export function entryPagesTable(rows: EntryPageRow[]): TableData {
  return {
    columns: ['Page', 'Visits', 'Leads', 'Conversion rate'],
    rows: rows.map((r) => [r.page, r.visits, r.leads, percent(r.conversionRate)]),
  }
}

export function CampaignsSection({ days }: { days: RangeDays }) {
  const { data, isError } = useAcquisition(days)
  if (!data) {
    return isError ? <p className="text-sm text-ink-600">Could not load the campaigns and entry pages.</p> : null
  }
  return (
    // min-w-0: a long page or campaign name is cut short in its row instead of widening the page.
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <ChartFigure className="min-w-0" title="Campaigns" table={campaignsTable(data.campaigns)}>
        <BarList
          items={data.campaigns.map((r) => ({ label: campaignLabel(r), value: r.visits, note: leadsNote(r) }))}
          empty="No visits from a campaign in this period"
        />
      </ChartFigure>
      <ChartFigure className="min-w-0" title="Entry pages" table={entryPagesTable(data.entryPages)}>
        <BarList
          items={data.entryPages.map((r) => ({ label: r.page, value: r.visits, note: leadsNote(r) }))}
          empty="No visits in this period"
        />
      </ChartFigure>
    </div>
  )
}
