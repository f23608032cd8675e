/** Loads a month's taken slots through the backend port (a chunk of its own, fetched on use). */
import { getBackend } from '@/lib/backend'
import type { TakenSlot } from '@/lib/backend/leads-schema'
import { monthRange } from './taken-slots'

export async function loadTakenSlots(month: Date): Promise<TakenSlot[]> {
  const backend = await getBackend()
  return backend.submissions.takenSlots(...monthRange(month))
}
