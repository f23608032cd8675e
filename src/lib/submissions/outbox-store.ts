/**
 * The persistent outbox: submissions that could not reach the backend yet, kept in
 * localStorage (`hre:v1:lead-outbox`) until the backend has stored them.
 */
import { tolerantArray, z } from '@/lib/zod'
import { submissionInputSchema, type SubmissionInput } from '@/lib/backend/ports'
import { createStore } from '@/lib/storage'
import { OUTBOX_KEY } from './keys'

export const outboxItemSchema = z.object({
  input: submissionInputSchema,
  /** Failed attempts so far (drives the backoff). */
  attempts: z.number().int().min(0),
  /** Epoch ms before which the timer does not retry (page load and `online` retry at once). */
  nextAttemptAt: z.number(),
  queuedAt: z.string(),
})
export type OutboxItem = z.infer<typeof outboxItemSchema>

/** One corrupt item is dropped instead of losing the whole outbox. */
const outboxSchema = tolerantArray(outboxItemSchema)

export const outboxStore = createStore({ key: OUTBOX_KEY, schema: outboxSchema, fallback: () => [] })

/** Backoff after `attempts` failures: 5 s, 10 s, 20 s ... capped at 10 minutes, with jitter. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000)
  return Math.round(base * (0.8 + 0.4 * random()))
}

/** Adds a submission; true only when it is really on the device (the write is read back). */
export function enqueue(input: SubmissionInput, attempts = 1, now = Date.now()): boolean {
  const item = { input, attempts, nextAttemptAt: now + backoffMs(attempts), queuedAt: new Date(now).toISOString() }
  outboxStore.update((items) => (items.some((i) => i.input.clientId === input.clientId) ? items : [...items, item]))
  return outboxStore.read().some((item) => item.input.clientId === input.clientId)
}

export function removeFromOutbox(clientId: string): void {
  outboxStore.update((items) => items.filter((item) => item.input.clientId !== clientId))
}

export function markFailed(clientId: string, now = Date.now()): void {
  outboxStore.update((items) =>
    items.map((item) =>
      item.input.clientId === clientId
        ? { ...item, attempts: item.attempts + 1, nextAttemptAt: now + backoffMs(item.attempts + 1) }
        : item,
    ),
  )
}

export function pendingLeads(): OutboxItem[] {
  return outboxStore.read()
}
