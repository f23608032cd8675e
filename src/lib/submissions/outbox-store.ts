/**
 * The persistent outbox: every lead is written here before it is sent, and stays in
 * localStorage (`hre:v1:lead-outbox`) until the backend has confirmed it.
 */
import { tolerantArray, z } from '@/lib/zod'
import { submissionInputSchema, type SubmissionInput } from '@/lib/backend/leads-schema'
import { createStore } from '@/lib/storage'
import { OUTBOX_KEY } from './keys'

const outboxItemSchema = z.object({
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

const outboxStore = createStore({ key: OUTBOX_KEY, schema: outboxSchema, fallback: () => [] })

/** Backoff after `attempts` failures: 5 s, 10 s, 20 s ... capped at 10 minutes, with jitter. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000)
  return Math.round(base * (0.8 + 0.4 * random()))
}

/**
 * Keeps a lead on the device before it is sent: due at once (a later page load or another tab
 * may send it), no failed attempt yet. True only when it is really on the device (the write is
 * read back); storage that throws yields false.
 */
export function enqueue(input: SubmissionInput, now = Date.now()): boolean {
  const item = { input, attempts: 0, nextAttemptAt: now, queuedAt: new Date(now).toISOString() }
  try {
    outboxStore.update((items) => (items.some((i) => i.input.clientId === input.clientId) ? items : [...items, item]))
    return outboxStore.read().some((i) => i.input.clientId === input.clientId)
  } catch (error) {
    console.error('Could not keep the lead on this device', error)
    return false
  }
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
