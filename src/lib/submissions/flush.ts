/**
 * Sends what waits in the outbox, one tab at a time (lock.ts). Each item leaves the outbox once
 * the backend has stored it (a duplicate-key answer counts as stored: the client id makes
 * inserts idempotent); an answer saying the data is invalid is not retried; a passing failure
 * waits for the next try. Items this tab is still sending (in flight) are skipped, and an
 * insert that gets no answer in time ends the flush: the backend is not answering.
 */
import { getBackend } from '@/lib/backend'
import type { Backend } from '@/lib/backend/backend'
import { deliver, isInFlight } from './deliver'
import { withOutboxLock } from './lock'
import { markFailed, pendingLeads, type OutboxItem } from './outbox-store'
import { isBookingRefused, settleLateSlotConflict, settleSlotConflict } from './slot-conflict'

export type GetBackend = () => Promise<Backend>

export interface FlushReport {
  stored: number
  retry: number
  rejected: number
}

export interface FlushOptions {
  /** Ignore the backoff (page load, `online` event). */
  force?: boolean
  backend?: GetBackend
  now?: number
  /** Runs when an insert this flush gave up waiting for is answered after all. */
  onLateAnswer?: () => void
}

let running: Promise<FlushReport> | undefined

/** One flush at a time per tab, and one at a time across tabs. */
export function flushOutbox(options: FlushOptions = {}): Promise<FlushReport> {
  running ??= withOutboxLock(() => runFlush(options)).finally(() => {
    running = undefined
  })
  return running
}

function postpone(items: OutboxItem[], report: FlushReport): FlushReport {
  for (const item of items) markFailed(item.input.clientId)
  return { ...report, retry: report.retry + items.length }
}

async function runFlush({ force = false, backend = getBackend, now = Date.now(), onLateAnswer }: FlushOptions) {
  const report: FlushReport = { stored: 0, retry: 0, rejected: 0 }
  // Read under the lock: what another tab stored meanwhile is already gone.
  const due = pendingLeads().filter((item) => (force || item.nextAttemptAt <= now) && !isInFlight(item.input.clientId))
  if (due.length === 0) return report
  let port: Backend
  try {
    port = await backend()
  } catch (error) {
    console.warn('Backend unavailable; leads stay in the outbox', error)
    return postpone(due, report)
  }
  for (const [index, item] of due.entries()) {
    const { outcome, error } = await deliver(item.input.clientId, () => port.submissions.insert(item.input), {
      onLateAnswer,
      onLateRefusal: (late) => settleLateSlotConflict(item.input, late),
    })
    if (outcome === 'timeout') {
      console.warn('The backend did not answer in time; leads stay in the outbox')
      return postpone(due.slice(index + 1), { ...report, retry: report.retry + 1 })
    }
    // A booking refused (taken, or past a cap) is never retried as is (see slot-conflict.ts).
    const settled =
      outcome === 'rejected' && isBookingRefused(error) ? await settleSlotConflict(item.input, port, error) : outcome
    if (settled === 'rejected') console.error('A queued lead was refused by the backend', error)
    report[settled] += 1
  }
  return report
}
