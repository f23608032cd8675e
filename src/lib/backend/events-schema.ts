/** Site events (the activity a visit leaves): what the pages send and what staff read back. */
import { z } from '@/lib/zod'
import { EVENT_TYPES } from './kinds'
import { EVENT_LIMITS, jsonbTextByteLength, LIMITS } from './limits'
import { CALCULATOR_STEPS } from './site-stats/schema'

export const eventTypeSchema = z.enum(EVENT_TYPES)

const siteEventFields = z.object({
  type: eventTypeSchema,
  details: z.string().max(EVENT_LIMITS.details, `Event details must be at most ${EVENT_LIMITS.details} characters`),
  metadata: z
    .record(z.string(), z.unknown())
    .refine((value) => jsonbTextByteLength(value) <= EVENT_LIMITS.metadataBytes, {
      message: `Event metadata must be at most ${EVENT_LIMITS.metadataBytes} bytes`,
    }),
  page: z.string().max(LIMITS.page),
  userAgent: z.string().max(LIMITS.page).nullable(),
})

/** A `calculator` event's details are one of CALCULATOR_STEPS (the database checks the same). */
export const siteEventInputSchema = siteEventFields.refine(
  (event) => event.type !== 'calculator' || (CALCULATOR_STEPS as readonly string[]).includes(event.details),
  { message: `A calculator event is one of: ${CALCULATOR_STEPS.join(', ')}`, path: ['details'] },
)
export type SiteEventInput = z.infer<typeof siteEventInputSchema>

/** Stored events as read back: older ones may exceed today's caps. */
export const siteEventSchema = siteEventFields.extend({
  details: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  id: z.string(),
  /** ISO 8601 timestamp. */
  timestamp: z.string(),
})
export type SiteEvent = z.infer<typeof siteEventSchema>
