/**
 * The Overview's document: what `public.site_stats(from_ts, to_ts)` returns. Both adapters call
 * that one function (the local backend runs the same migrations on PGlite) and parse its answer
 * with this schema.
 */
import { FORM_TYPES, type FormType } from '@/lib/backend/kinds'
import { z } from '@/lib/zod'

/** What the calculator records (`calculator` events), in funnel order. */
export const CALCULATOR_STEPS = ['step 1 seen', 'step 1 completed', 'step 2 completed', 'report requested'] as const
export type CalculatorStep = (typeof CALCULATOR_STEPS)[number]

/** A range may span at most this many New York days (the database says the same). */
export const SITE_STATS_MAX_DAYS = 400

const count = z.number().int().nonnegative()
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
/**
 * A day's leads by form type: the database gives every value of public.form_type, so each one this
 * build knows (FORM_TYPES) is required; a value added after this build is let through.
 */
const leadsByFormType = z.looseObject(
  Object.fromEntries(FORM_TYPES.map((formType) => [formType, count])) as Record<FormType, typeof count>,
)

const totals = z.object({
  visits: count,
  pageViews: count,
  leads: count,
  chatQuestions: count,
  /** Visits of the range with at least one lead in the range. */
  visitsWithLead: count,
})
const conversionRate = z.number().min(0).max(1).nullable()

export const siteStatsSchema = z.object({
  /** New York days, `to` included. */
  range: z.object({ from: day, to: day, days: count }),
  days: z.array(
    z.object({
      day,
      visits: count,
      pageViews: count,
      chatQuestions: count,
      /** Every form type, zero included. */
      leads: leadsByFormType,
    }),
  ),
  totals,
  /** visitsWithLead / visits, rounded to 4 decimals; null without visits. */
  conversionRate,
  /** The period of equal length just before the range: its days and the same totals. */
  previous: z.object({ range: z.object({ from: day, to: day, days: count }), totals, conversionRate }),
  /** Arrivals per path, most viewed first (10 at most). */
  topPages: z.array(z.object({ page: z.string(), views: count })),
  /** Visits per source: utm source, else referrer host, else "Direct" (10 at most). */
  topSources: z.array(z.object({ source: z.string(), visits: count })),
  /** Visits that reached each step. */
  funnel: z.object({
    step1Seen: count,
    step1Completed: count,
    step2Completed: count,
    reportRequested: count,
  }),
  /** Consultations submitted in the range, by the booked day's weekday (1 = Monday) and slot. */
  consultations: z.array(z.object({ weekday: z.number().int().min(1).max(7), slot: z.string(), bookings: count })),
})
export type SiteStats = z.infer<typeof siteStatsSchema>
