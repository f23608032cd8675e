import { recordActivity } from '@/lib/activity'
import type { EventType } from '@/lib/backend/kinds'

/** Records an activity without ever letting tracking break the chat. */
export function track(type: EventType, details: string, metadata?: Record<string, unknown>): void {
  void Promise.resolve()
    .then(() => recordActivity(type, details, metadata))
    .catch((error: unknown) => console.error('Could not record chat activity', error))
}
