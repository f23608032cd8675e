/**
 * The local backend's queued site events (event-log.ts), delivered as a visitor's inserts, so the
 * policy, the CHECKs, the rate limit and the Overview's rollup triggers are the database's own;
 * the database stamps them with the time they arrive.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { BackendError } from '../errors'
import { dropDeliveredEvent, readEventQueue } from './event-log'
import { asCaller, insertInto } from './request'

const EVENT_COLUMNS = ['type', 'details', 'metadata', 'page', 'user_agent'] as const

function asRow(value: unknown): Record<string, unknown> | null {
  if (value === null || typeof value !== 'object') return null
  const entries = EVENT_COLUMNS.map((column) => [column, (value as Record<string, unknown>)[column] ?? null])
  return Object.fromEntries(entries) as Record<string, unknown>
}

const EVENT_DELIVERY_LOCK = 'hre-v1-local-event-delivery'

/** Runs `work` in one tab of this browser at a time (Web Locks; as it is where they are missing). */
function inOneTab(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks ? locks.request(EVENT_DELIVERY_LOCK, work) : work()
}

/**
 * Delivers the queued events, oldest first, each as a visitor's request of its own (so each gets
 * its own arrival time, and the activity lists keep their order), in one tab at a time. An event
 * leaves the queue only once the database has stored it, so a page closed mid-delivery loses
 * nothing (at worst that one event is stored twice). A refused event is dropped (as the API would
 * refuse it); past the rate limit, or when the database fails, the rest wait for the next delivery.
 */
export async function deliverQueuedEvents(db: PGliteInterface): Promise<void> {
  await inOneTab(async () => {
    for (let [event] = readEventQueue(); event !== undefined; [event] = readEventQueue()) {
      const row = asRow(event)
      if (row) {
        const [text, params] = insertInto('site_events', row)
        try {
          await asCaller(db, null, 'public-write', (sql) => sql.query(text, params))
        } catch (error) {
          if (!(error instanceof BackendError && error.code === 'invalid')) return
        }
      }
      dropDeliveredEvent(event)
    }
  })
}

/**
 * One backend's delivery, never two at once: started as the database opens (the events that waited
 * while it was closed go beside the first requests, not before them), and run again before each
 * read of activity, which then sees every event this browser recorded.
 */
export function queuedEventDelivery(db: Promise<PGliteInterface>): () => Promise<void> {
  let last: Promise<void> = Promise.resolve()
  const deliver = () => (last = last.catch(() => undefined).then(async () => deliverQueuedEvents(await db)))
  deliver().catch(() => undefined) // a database that fails to open says so to the request that needs it
  return deliver
}
