import type { EventType } from '@/lib/backend/kinds'

/**
 * Appends an activity record (sessionStorage `userActivities`, docs/product.md §3) for the current
 * page and sends it to site_events. Never rejects: a failed send is logged. The recorder
 * (zod, the backend) is imported on first use, so importing this adds almost nothing to a page.
 */
export async function recordActivity(
  type: EventType,
  details: string,
  metadata?: Record<string, unknown>,
): Promise<void> {
  const page = globalThis.location?.pathname ?? '/'
  try {
    const { recordActivityAt } = await import('./tracker')
    await recordActivityAt(page, type, details, metadata)
  } catch (error) {
    console.error('Could not record an activity', error)
  }
}
