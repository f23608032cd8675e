/**
 * The local backend's `site_stats`: the same document public.site_stats builds, computed from
 * the events and submissions this browser stores. Same rules (rules.ts), same days, same order.
 */
import { FORM_TYPES, type FormType, type SiteEvent, type Submission } from '../ports'
import { addDays, nyDay, statsRange } from './ny-days'
import {
  attributionOf,
  calculatorStepBit,
  consultationBooking,
  isPageArrival,
  slotMinutes,
  visitIdOf,
  visitSource,
} from './rules'
import type { SiteStats } from './schema'

const TOP = 10

/** Code-unit order, like PostgreSQL's "C" collation for the texts seen here. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function top<K extends string, V extends string>(counts: Map<string, number>, key: K, value: V) {
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || byText(a, b))
    .slice(0, TOP)
    .map(([name, n]) => ({ [key]: name, [value]: n }) as Record<K, string> & Record<V, number>)
}

const increment = (map: Map<string, number>, key: string, by = 1) => map.set(key, (map.get(key) ?? 0) + by)

/** Each visit's source, from the earliest event that carried its attribution (in range or not). */
function sourcesOf(events: SiteEvent[]): Map<string, string> {
  const first = new Map<string, { at: number; source: string }>()
  for (const event of events) {
    const visit = visitIdOf(event.metadata)
    const attribution = attributionOf(event.metadata)
    if (!visit || !attribution) continue
    const at = Date.parse(event.timestamp)
    const seen = first.get(visit)
    if (!seen || at < seen.at) first.set(visit, { at, source: visitSource(attribution) })
  }
  return new Map([...first].map(([visit, { source }]) => [visit, source]))
}

export function computeSiteStats(events: SiteEvent[], submissions: Submission[], from: Date, to: Date): SiteStats {
  const range = statsRange(from, to)
  const inRange = (day: string) => day >= range.first && day < range.end
  const dayList = Array.from({ length: range.days }, (_, i) => addDays(range.first, i))
  const visitsByDay = new Map(dayList.map((day) => [day, new Set<string>()]))
  const viewsByDay = new Map<string, number>()
  const chatsByDay = new Map<string, number>()
  const views = new Map<string, number>()
  const steps = new Map<string, number>()

  for (const event of events) {
    const day = nyDay(new Date(event.timestamp))
    if (!inRange(day)) continue
    const visit = visitIdOf(event.metadata)
    if (visit) {
      visitsByDay.get(day)?.add(visit)
      steps.set(visit, (steps.get(visit) ?? 0) | calculatorStepBit(event.type, event.details))
    }
    if (isPageArrival(event.type, event.details)) {
      increment(viewsByDay, day)
      increment(views, event.page)
    }
    if (event.type === 'chatbot') increment(chatsByDay, day)
  }

  const leads = submissions.filter((s) => inRange(nyDay(new Date(s.createdAt))))
  const leadsByDay = new Map<string, Map<FormType, number>>()
  const bookings = new Map<string, { weekday: number; slot: string; bookings: number }>()
  const leadVisits = new Set<string>()
  for (const lead of leads) {
    const day = nyDay(new Date(lead.createdAt))
    const perType = leadsByDay.get(day) ?? new Map<FormType, number>()
    leadsByDay.set(day, perType.set(lead.formType, (perType.get(lead.formType) ?? 0) + 1))
    const visit = visitIdOf(lead.metadata)
    if (visit) leadVisits.add(visit)
    const booking = consultationBooking(lead)
    if (booking) {
      const key = `${booking.weekday} ${booking.slot}`
      bookings.set(key, { ...booking, bookings: (bookings.get(key)?.bookings ?? 0) + 1 })
    }
  }

  const sources = sourcesOf(events)
  const visitSources = new Map<string, number>()
  for (const visit of steps.keys()) increment(visitSources, sources.get(visit) ?? 'Direct')
  const visits = steps.size
  const visitsWithLead = [...steps.keys()].filter((visit) => leadVisits.has(visit)).length
  const reached = (bit: number) => [...steps.values()].filter((s) => (s & bit) !== 0).length
  const days = dayList.map((day) => ({
    day,
    visits: visitsByDay.get(day)?.size ?? 0,
    pageViews: viewsByDay.get(day) ?? 0,
    chatQuestions: chatsByDay.get(day) ?? 0,
    leads: Object.fromEntries(FORM_TYPES.map((type) => [type, leadsByDay.get(day)?.get(type) ?? 0])),
  }))
  const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((total, d) => total + pick(d), 0)

  return {
    range: { from: range.first, to: addDays(range.end, -1), days: range.days },
    days,
    totals: {
      visits,
      pageViews: sum((d) => d.pageViews),
      leads: leads.length,
      chatQuestions: sum((d) => d.chatQuestions),
      visitsWithLead,
    },
    // Integers first, then one division: rounds exactly as numeric round(x, 4) does.
    conversionRate: visits === 0 ? null : Math.round((visitsWithLead * 10_000) / visits) / 10_000,
    topPages: top(views, 'page', 'views'),
    topSources: top(visitSources, 'source', 'visits'),
    funnel: {
      step1Seen: reached(1),
      step1Completed: reached(2),
      step2Completed: reached(4),
      reportRequested: reached(8),
    },
    consultations: [...bookings.values()].sort(
      (a, b) => a.weekday - b.weekday || (slotMinutes(a.slot) ?? 0) - (slotMinutes(b.slot) ?? 0),
    ),
  }
}
