/**
 * Sends what waits in the outbox, one tab at a time (lock.ts). Each item leaves the outbox once
 * the backend has stored it (a duplicate-key answer counts as stored: the client id makes
 * inserts idempotent); an answer saying the data is invalid is not retried; a passing failure
 * waits for the next try. Items this tab is still sending (in flight) are skipped, and an
 * insert that gets no answer in time ends the flush: the backend is not answering.
 */
import { deliver, insertOnServer, isInFlight, type InsertLead } from './deliver'
import { withOutboxLock } from './lock'
import { markFailed, pendingLeads, type OutboxItem } from './outbox-store'
import { isBookingRefused, settleLateSlotConflict, settleSlotConflict } from './slot-conflict'

export interface FlushReport {
  stored: number
  retry: number
  rejected: number
}

export interface FlushOptions {
  /** Ignore the backoff (page load, `online` event). */
  force?: boolean
  /** How each lead is stored: `insertLead` on this build's client unless a test passes another. */
  insert?: InsertLead
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

async function runFlush({ force = false, insert = insertOnServer, now = Date.now(), onLateAnswer }: FlushOptions) {
  const report: FlushReport = { stored: 0, retry: 0, rejected: 0 }
  // Read under the lock: what another tab stored meanwhile is already gone.
  const due = pendingLeads().filter((item) => (force || item.nextAttemptAt <= now) && !isInFlight(item.input.clientId))
  for (const [index, item] of due.entries()) {
    // A client that cannot load (offline) fails each insert as a passing failure: the lead waits.
    const { outcome, error } = await deliver(item.input.clientId, () => insert(item.input), {
      onLateAnswer,
      onLateRefusal: (late) => settleLateSlotConflict(item.input, late, insert),
    })
    if (outcome === 'timeout') {
      console.warn('The backend did not answer in time; leads stay in the outbox')
      return postpone(due.slice(index + 1), { ...report, retry: report.retry + 1 })
    }
    // A booking refused (taken, or past a cap) is never retried as is (see slot-conflict.ts).
    const settled =
      outcome === 'rejected' && isBookingRefused(error) ? await settleSlotConflict(item.input, insert, error) : outcome
    if (settled === 'rejected') console.error('A queued lead was refused by the backend', error)
    report[settled] += 1
  }
  return report
}
