/**
 * The local backend's light event path: `sendEvent` runs on every page, where the local database
 * is never loaded, so an event waits in this browser's localStorage (shared by its tabs) until the
 * database opens and delivers it (events.ts). No zod here: the path must stay light.
 */
import { appKey } from '@/lib/storage'
import { eventToRow } from '../event-row'
import type { SiteEventInput } from '../events-schema'

export const LOCAL_EVENT_QUEUE_KEY = appKey('local-event-queue')
/** Oldest events are dropped past this count, so localStorage never fills up. */
export const LOCAL_EVENT_QUEUE_CAP = 2000

export function readEventQueue(): unknown[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LOCAL_EVENT_QUEUE_KEY) ?? '[]')
    return Array.isArray(stored) ? stored : []
  } catch {
    return [] // a corrupt queue starts again
  }
}

export function writeEventQueue(events: unknown[]): void {
  if (events.length) localStorage.setItem(LOCAL_EVENT_QUEUE_KEY, JSON.stringify(events.slice(-LOCAL_EVENT_QUEUE_CAP)))
  else localStorage.removeItem(LOCAL_EVENT_QUEUE_KEY)
}

/**
 * Takes a delivered (or refused) event off the head of the queue. Other tabs only append, but an
 * append past the cap may already have dropped it: then nothing is taken.
 */
export function dropDeliveredEvent(event: unknown): void {
  const [head, ...rest] = readEventQueue()
  if (head !== undefined && JSON.stringify(head) === JSON.stringify(event)) writeEventQueue(rest)
}

export function appendLocalEvent(event: SiteEventInput): void {
  writeEventQueue([...readEventQueue(), eventToRow(event)])
}
