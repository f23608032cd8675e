/**
 * Fits an activity record into the events table's caps (EVENT_LIMITS), so a legitimate event is
 * shortened, never refused: long text is cut, and when the metadata is still too large its
 * smallest entries (ids, flags, paths) are the ones kept.
 */
import { EVENT_LIMITS, jsonbTextByteLength, LIMITS } from '@/lib/backend/limits'
import type { EventType } from '@/lib/backend/kinds'
import type { SiteEventInput } from '@/lib/backend/events-schema'

/** Long strings inside metadata are cut to this many characters first. */
const METADATA_STRING_CHARS = 200

/** At most `max` UTF-16 units, never splitting a surrogate pair (the database would refuse half of one). */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max
  return text.slice(0, end)
}

export function fitDetails(details: string): string {
  return cutText(details, EVENT_LIMITS.details)
}

const fits = (value: unknown) => jsonbTextByteLength(value) <= EVENT_LIMITS.metadataBytes

function shortenStrings(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.length > METADATA_STRING_CHARS ? `${cutText(value, METADATA_STRING_CHARS - 1)}…` : value
  }
  if (Array.isArray(value)) return value.map(shortenStrings)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortenStrings(item)]))
  }
  return value
}

/** JSON-safe copy (dates become ISO strings) within the metadata cap; `truncated: true` marks a cut. */
export function fitMetadata(metadata: Record<string, unknown>): Record<string, unknown> {
  let plain: Record<string, unknown>
  try {
    plain = JSON.parse(JSON.stringify(metadata)) as Record<string, unknown>
  } catch {
    return { unserialisable: true }
  }
  if (fits(plain)) return plain
  const short = { ...(shortenStrings(plain) as Record<string, unknown>), truncated: true }
  if (fits(short)) return short
  const kept: Record<string, unknown> = { truncated: true }
  const bySize = Object.entries(short).sort(([, a], [, b]) => jsonbTextByteLength(a) - jsonbTextByteLength(b))
  for (const [key, item] of bySize) {
    kept[key] = item
    if (!fits(kept)) delete kept[key]
  }
  return kept
}

/** What an activity record holds (sessionStorage `userActivities` and the pending queue). */
export interface ActivityFields {
  type: string
  details: string
  metadata: Record<string, unknown>
  page: string
  userAgent: string
}

/** An activity record as the events table takes it, fitted to its caps. */
export function toEventInput(record: ActivityFields): SiteEventInput {
  return {
    type: record.type as EventType,
    details: fitDetails(record.details),
    metadata: fitMetadata(record.metadata),
    page: record.page.slice(0, LIMITS.page),
    userAgent: record.userAgent.slice(0, LIMITS.page) || null,
  }
}
