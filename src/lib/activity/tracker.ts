/**
 * Activity records (SPEC section 3): appended to sessionStorage `userActivities` and sent to the
 * events port so admins see every visitor. Nothing is recorded on paths containing /admin.
 * Loaded lazily: it pulls in zod and the backend, which the first paint must not wait for.
 */
import { z } from 'zod'
import { getBackend, jsonByteLength, LIMITS, type EventType } from '@/lib/backend'
import { createStore } from '@/lib/storage'
import { createId } from '@/lib/utils'

import { ACTIVITY_KEY } from './keys'

export { ACTIVITY_KEY }

export const activityRecordSchema = z.object({
  id: z.string(),
  type: z.string(),
  details: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  timestamp: z.string(),
  page: z.string(),
  userAgent: z.string(),
})
export type ActivityRecord = z.infer<typeof activityRecordSchema>

const activityList = z.array(z.unknown()).transform((values) =>
  values.flatMap((value) => {
    const parsed = activityRecordSchema.safeParse(value)
    return parsed.success ? [parsed.data] : []
  }),
)

export const activityStore = createStore({
  key: ACTIVITY_KEY,
  schema: activityList,
  fallback: () => [],
  kind: 'session',
})

export function isTrackedPath(path: string): boolean {
  return !path.includes('/admin')
}

/** JSON-safe copy (dates become ISO strings) that fits the events table's size limit. */
function fitMetadata(metadata: Record<string, unknown>): Record<string, unknown> {
  try {
    const plain = JSON.parse(JSON.stringify(metadata)) as Record<string, unknown>
    return jsonByteLength(plain) <= LIMITS.metadataBytes ? plain : { truncated: true }
  } catch {
    return { unserialisable: true }
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
    details: details.slice(0, LIMITS.message),
    metadata: fitMetadata(metadata),
    timestamp: new Date().toISOString(),
    page: page.slice(0, LIMITS.page),
    userAgent: (globalThis.navigator?.userAgent ?? '').slice(0, LIMITS.page),
  }
  activityStore.update((list) => [...list, record])
  try {
    const backend = await getBackend()
    await backend.events.record({
      type,
      details: record.details,
      metadata: record.metadata,
      page: record.page,
      userAgent: record.userAgent || null,
    })
  } catch (error) {
    console.error('Could not send an activity record', error)
  }
}

export function recordPageView(path: string): Promise<void> {
  return recordActivityAt(path, 'pageview', `Viewed ${path}`, { path })
}

export function recordTimeSpent(path: string, seconds: number): Promise<void> {
  return recordActivityAt(path, 'pageview', `Left ${path}. Time spent: ${seconds}s`, { path, seconds })
}
