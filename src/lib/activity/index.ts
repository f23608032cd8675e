import type { EventType } from '@/lib/backend/ports'
import { recordActivityAt } from './tracker'

export { ACTIVITY_KEY, activityStore, isTrackedPath, type ActivityRecord } from './tracker'

/**
 * Appends an activity record (sessionStorage `userActivities`, SPEC section 3) for the current
 * page and sends it to the events port. Never rejects: a failed send is logged.
 */
export function recordActivity(type: EventType, details: string, metadata?: Record<string, unknown>): Promise<void> {
  return recordActivityAt(globalThis.location?.pathname ?? '/', type, details, metadata)
}
