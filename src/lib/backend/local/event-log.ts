/**
 * Appends one event to the local backend's events table without zod: the page-view path runs
 * on every page and must stay light. Reads (admin only) validate every record with zod.
 */
import { createId } from '@/lib/utils'
import type { SiteEvent, SiteEventInput } from '../ports'
import { LOCAL_CAPS, LOCAL_KEYS } from './keys'

export function appendLocalEvent(event: SiteEventInput): void {
  const record: SiteEvent = { ...event, id: createId(), timestamp: new Date().toISOString() }
  let list: unknown[] = []
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LOCAL_KEYS.events) ?? '[]')
    if (Array.isArray(stored)) list = stored
  } catch {
    // a corrupt table starts again, as the tolerant reader would
  }
  list.push(record)
  localStorage.setItem(LOCAL_KEYS.events, JSON.stringify(list.slice(-LOCAL_CAPS.events)))
}
