/**
 * Sends what waits in the outbox. Each item leaves the outbox once the backend has stored it
 * (a duplicate-key answer counts as stored: the client id makes inserts idempotent); an answer
 * saying the data is invalid is not retried; a passing failure waits for the next try.
 */
import { getBackend, isBackendError, type Backend } from '@/lib/backend'
import { markFailed, pendingLeads, removeFromOutbox } from './outbox-store'
import { isSlotTaken, settleSlotConflict } from './slot-conflict'

export type GetBackend = () => Promise<Backend>
export type InsertOutcome = 'stored' | 'retry' | 'rejected'

/** How a failed insert is handled: anything that is not a BackendError counts as passing. */
export function classifyFailure(error: unknown): InsertOutcome {
  if (!isBackendError(error)) return 'retry'
  if (error.code === 'conflict') return 'stored'
  return error.transient ? 'retry' : 'rejected'
}

export interface FlushReport {
  stored: number
  retry: number
  rejected: number
}

let running: Promise<FlushReport> | undefined

/** One flush at a time per tab; `force` ignores the backoff (page load, `online` event). */
export function flushOutbox(
  options: { force?: boolean; backend?: GetBackend; now?: number } = {},
): Promise<FlushReport> {
  running ??= runFlush(options).finally(() => {
    running = undefined
  })
  return running
}

async function runFlush({
  force = false,
  backend = getBackend,
  now = Date.now(),
}: Parameters<typeof flushOutbox>[0] & object) {
  const report: FlushReport = { stored: 0, retry: 0, rejected: 0 }
  const due = pendingLeads().filter((item) => force || item.nextAttemptAt <= now)
  if (due.length === 0) return report
  let port: Backend
  try {
    port = await backend()
  } catch (error) {
    console.warn('Backend unavailable; leads stay in the outbox', error)
    for (const item of due) markFailed(item.input.clientId)
    return { ...report, retry: due.length }
  }
  for (const item of due) {
    let outcome: InsertOutcome = 'stored'
    try {
      await port.submissions.insert(item.input)
    } catch (error) {
      // A booking refused as taken is never retried as is (see slot-conflict.ts).
      outcome = isSlotTaken(error) ? await settleSlotConflict(item.input, port) : classifyFailure(error)
      if (outcome === 'rejected') console.error('A queued lead was refused by the backend', error)
    }
    if (outcome === 'retry') markFailed(item.input.clientId)
    else removeFromOutbox(item.input.clientId)
    report[outcome] += 1
  }
  return report
}
