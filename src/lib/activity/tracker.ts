/**
 * Activity records (docs/product.md §3): appended to sessionStorage `userActivities` and sent to the
 * site_events table so admins see every visitor. Nothing is recorded on paths containing /admin.
 * Loaded lazily (it pulls in zod). Events go out through `sendEvent`, which needs neither the
 * typed client nor supabase-js, so recording never costs a visitor the backend's weight.
 */
import { isBackendError } from '@/lib/backend/errors'
import type { EventType } from '@/lib/backend/kinds'
import { sendEvent } from '@/lib/backend/send-event'
import { tolerantArray, z } from '@/lib/zod'
import { createStore } from '@/lib/storage'
import { createId } from '@/lib/utils'
import { fitMetadata, toEventInput } from './fit-event'
import { ACTIVITY_KEY, PENDING_ACTIVITY_KEY } from './keys'
import { currentVisit } from './visit'

export { ACTIVITY_KEY }

const activityRecordSchema = z.object({
  id: z.string(),
  type: z.string(),
  details: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  timestamp: z.string(),
  page: z.string(),
  userAgent: z.string(),
})
type ActivityRecord = z.infer<typeof activityRecordSchema>

const activityList = tolerantArray(activityRecordSchema)

export const activityStore = createStore({
  key: ACTIVITY_KEY,
  schema: activityList,
  fallback: () => [],
  kind: 'session',
})
export const pendingStore = createStore({
  key: PENDING_ACTIVITY_KEY,
  schema: activityList,
  fallback: () => [],
  kind: 'session',
})

function isTrackedPath(path: string): boolean {
  return !path.includes('/admin')
}

let sending: Promise<void> | undefined

/** Sends every pending record; each leaves the queue once the backend has it (or refuses it for good). */
export function flushPendingActivities(): Promise<void> {
  sending ??= sendPending().finally(() => {
    sending = undefined
  })
  return sending
}

async function sendPending(): Promise<void> {
  const attempted = new Set<string>()
  try {
    // Records added while a send is under way are picked up by the next pass.
    for (;;) {
      const pending = pendingStore.read().filter((record) => !attempted.has(record.id))
      if (pending.length === 0) return
      for (const record of pending) {
        attempted.add(record.id)
        try {
          await sendEvent(toEventInput(record))
        } catch (error) {
          if (!isBackendError(error) || error.transient) throw error
          console.error('An activity record was refused', error)
        }
        pendingStore.update((list) => list.filter((r) => r.id !== record.id))
      }
    }
  } catch (error) {
    console.error('Could not send activity records; they are kept for later', error)
  }
}

export async function recordActivityAt(
  page: string,
  type: EventType,
  details: string,
  metadata: Record<string, unknown> = {},
): Promise<void> {
  if (!isTrackedPath(page)) return
  const record: ActivityRecord = {
    id: createId(),
    type,
    details,
    metadata: fitMetadata({ ...metadata, visitId: currentVisit().id }),
    timestamp: new Date().toISOString(),
    page,
    userAgent: globalThis.navigator?.userAgent ?? '',
  }
  activityStore.update((list) => [...list, record])
  pendingStore.update((list) => [...list, record])
  await flushPendingActivities()
}
