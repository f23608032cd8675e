import type { EventType } from '@/lib/backend/ports'

/**
 * Appends an activity record (sessionStorage `userActivities`, SPEC section 3) and sends it to
 * the events port. Placeholder signature: the activity engineer implements it.
 */
export async function recordActivity(type: EventType, details: string, metadata: Record<string, unknown> = {}): Promise<void> {
  await Promise.resolve([type, details, metadata])
}
