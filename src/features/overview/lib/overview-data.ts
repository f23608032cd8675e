/** What each Overview chart draws and its table alternative, from the site_stats document. */
import { CONSULTATION_SLOTS } from '@/lib/backend/consultation-slots'
import { FORM_TYPES } from '@/lib/backend/kinds'
import type { SiteStats } from '@/lib/backend/site-stats/schema'
import { formTypeLabel } from '@/lib/staff/form-types'
import type { BarSeries } from '../components/bar-chart'
import type { TableData } from '../components/chart-figure'
import { shortDay } from '../components/chart-frame'
import type { LineSeries } from '../components/line-chart'

/** Colours pass 3:1 against white (graphics); patterns and dashes tell series apart without them. */
const PATTERNS: BarSeries['pattern'][] = ['solid', 'diagonal', 'dots', 'horizontal', 'cross', 'vertical']
const COLORS = ['#1c3d6d', '#a87a1f', '#4f80c4', '#3a4453', '#0e1f39', '#6b7789']

export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`

export function trafficChart(stats: SiteStats): { series: LineSeries[]; table: TableData } {
  return {
    series: [
      { label: 'Visits', values: stats.days.map((d) => d.visits), color: '#1c3d6d', marker: 'circle' },
      {
        label: 'Page views',
        values: stats.days.map((d) => d.pageViews),
        color: '#7f5b16',
        dash: '6 4',
        marker: 'square',
      },
    ],
    table: {
      columns: ['Day', 'Visits', 'Page views'],
      rows: stats.days.map((d) => [shortDay(d.day), d.visits, d.pageViews]),
    },
  }
}

export function leadsChart(stats: SiteStats): { series: BarSeries[]; table: TableData } {
  // One series per form type, in the enum's order; past six types the patterns repeat, each time
  // with the colours shifted by one, so no two series look alike however many types there are.
  const series = FORM_TYPES.map((type, i) => ({
    label: formTypeLabel(type),
    values: stats.days.map((d) => d.leads[type]),
    color: COLORS[(i + Math.floor(i / PATTERNS.length)) % COLORS.length] ?? '#1c3d6d',
    pattern: PATTERNS[i % PATTERNS.length] ?? 'solid',
  }))
  return {
    series,
    table: {
      columns: ['Day', ...series.map((s) => s.label), 'Total'],
      rows: stats.days.map((d, i) => {
        const values = series.map((s) => s.values[i] ?? 0)
        return [shortDay(d.day), ...values, values.reduce((a, b) => a + b, 0)]
      }),
    },
  }
}

export function chatsChart(stats: SiteStats): { series: BarSeries[]; table: TableData } {
  return {
    series: [
      { label: 'Chat questions', values: stats.days.map((d) => d.chatQuestions), color: '#1c3d6d', pattern: 'solid' },
    ],
    table: { columns: ['Day', 'Chat questions'], rows: stats.days.map((d) => [shortDay(d.day), d.chatQuestions]) },
  }
}

const FUNNEL_STEPS = [
  ['step1Seen', 'Saw step 1'],
  ['step1Completed', 'Completed step 1'],
  ['step2Completed', 'Completed step 2'],
  ['reportRequested', 'Requested the report'],
] as const

/** Each step's visits and the share lost since the step before. */
export function funnel(stats: SiteStats) {
  const items = FUNNEL_STEPS.map(([key, label], i) => {
    const value = stats.funnel[key]
    const previous = i > 0 ? stats.funnel[FUNNEL_STEPS[i - 1]![0]] : null
    const drop = previous ? `-${percent((previous - value) / previous)}` : previous === 0 ? 'n/a' : ''
    return { label, value, drop }
  })
  return {
    items: items.map(({ label, value, drop }) => ({ label, value, note: drop ? `(${drop})` : undefined })),
    table: {
      columns: ['Step', 'Visits', 'Drop from the step before'],
      rows: items.map(({ label, value, drop }) => [label, value, drop || '-']),
    },
  }
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** Bookings as weekday rows x slot columns (the slots and weekdays that have any, in time order). */
export function bookingsGrid(stats: SiteStats) {
  // The booking slots of the day, in time order (CONSULTATION_SLOTS is that order).
  const rank = (slot: string) => (CONSULTATION_SLOTS as readonly string[]).indexOf(slot)
  const slots = [...new Set(stats.consultations.map((c) => c.slot))].sort((a, b) => rank(a) - rank(b))
  const weekdays = [...new Set(stats.consultations.map((c) => c.weekday))].sort((a, b) => a - b)
  const count = (weekday: number, slot: string) =>
    stats.consultations.find((c) => c.weekday === weekday && c.slot === slot)?.bookings ?? 0
  return {
    slots,
    rows: weekdays.map((weekday) => ({
      weekday: WEEKDAYS[weekday - 1] ?? String(weekday),
      counts: slots.map((slot) => count(weekday, slot)),
    })),
    max: Math.max(1, ...stats.consultations.map((c) => c.bookings)),
  }
}
