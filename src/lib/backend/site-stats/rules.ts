/**
 * How the Overview reads events and leads: the TypeScript twins of the SQL helpers in
 * supabase/migrations/20261123000600_site_stats.sql (schema `analytics`). Keep each pair in step;
 * the shared fixture (supabase/tests/fixtures/site-stats.json) proves they agree.
 */
import type { Submission } from '../ports'
import { CALCULATOR_STEPS } from './schema'

/** Length in characters (code points), as PostgreSQL's char_length counts. */
const charLength = (value: string) => [...value].length
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** analytics.visit_id: a non-empty string of at most 100 characters. */
export function visitIdOf(metadata: Record<string, unknown>): string | null {
  const id = metadata.visitId
  return typeof id === 'string' && charLength(id) >= 1 && charLength(id) <= 100 ? id : null
}

/** The attribution an event carries, if it is an object (the visit's first page view). */
export function attributionOf(metadata: Record<string, unknown>): Record<string, unknown> | null {
  return isObject(metadata.attribution) ? metadata.attribution : null
}

/** analytics.visit_source: the utm source, else the referrer's host, else 'Direct'. */
export function visitSource(attribution: Record<string, unknown>): string {
  const { source, referrer } = attribution
  if (typeof source === 'string' && source !== '') return [...source].slice(0, 200).join('')
  const host = typeof referrer === 'string' ? /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/:?#]+)/.exec(referrer)?.[1] : undefined
  return host ?? 'Direct'
}

/** analytics.calculator_step_bit: 1, 2, 4, 8 in funnel order; 0 for anything else. */
export function calculatorStepBit(type: string, details: string): number {
  const index = (CALCULATOR_STEPS as readonly string[]).indexOf(details)
  return type === 'calculator' && index >= 0 ? 1 << index : 0
}

/** analytics.is_page_arrival: "Viewed <path>" counts as a view, "Left <path>..." does not. */
export function isPageArrival(type: string, details: string): boolean {
  return type === 'pageview' && details.startsWith('Viewed ')
}

/** analytics.slot_minutes: '10:00 AM' -> 600 (for ordering), else null. */
export function slotMinutes(slot: unknown): number | null {
  const match = typeof slot === 'string' ? /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/.exec(slot) : null
  if (!match) return null
  return (Number(match[1]) % 12) * 60 + Number(match[2]) + (match[3] === 'PM' ? 720 : 0)
}

/**
 * The booked day and slot of a consultation: the one place that reads them, from the booking
 * columns. A booking refused because its slot was taken is stored without them, so it is not
 * counted. The SQL twin is `private.lead_stats_add` (the booking key of `analytics.lead_days`).
 */
export function consultationBooking(
  lead: Pick<Submission, 'formType' | 'consultationDate' | 'consultationSlot'>,
): { weekday: number; slot: string } | null {
  const { consultationDate: day, consultationSlot: slot } = lead
  if (lead.formType !== 'consultation' || !day || !slot) return null
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return { weekday: weekday === 0 ? 7 : weekday, slot }
}
