/**
 * The scheduled run ({"retry": true}, sent by the database every 5 minutes when leads are due):
 * claims the next e-mail from the database, sends it, and so on, at most 2 e-mails a second
 * (the provider's default limit), for at most 50 e-mails or 90 seconds (the database's request
 * waits 2 minutes). A 429's Retry-After of up to 10 seconds is waited out; a longer one ends the
 * run (the lead itself is not retried before it).
 */
import { deliver, type Delivery } from './deliver.ts'

export interface Clock {
  now(): number
  sleep(ms: number): Promise<void>
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

export const RUN_LIMITS = { emails: 50, ms: 90_000, spacingMs: 500, maxWaitMs: 10_000 } as const

export interface RunReport {
  sent: number
  failed: number
  /** Why the run ended: nothing due, the hourly cap, a long Retry-After, or its own limits. */
  ended: 'done' | 'hourly_cap' | 'retry_after' | 'limit'
}

export async function runDue(delivery: Delivery, clock: Clock = realClock): Promise<RunReport> {
  const started = clock.now()
  const report: RunReport = { sent: 0, failed: 0, ended: 'limit' }
  let lastSend = -Infinity
  while (report.sent + report.failed < RUN_LIMITS.emails && clock.now() - started < RUN_LIMITS.ms) {
    const next = await delivery.store.claimNext()
    if ('done' in next) return { ...report, ended: 'done' }
    if ('wait' in next) return { ...report, ended: 'hourly_cap' }
    const wait = lastSend + RUN_LIMITS.spacingMs - clock.now()
    if (wait > 0) await clock.sleep(wait)
    const outcome = await deliver('lead' in next ? [next.lead] : next.digest, delivery)
    // Counted from the answer, not the request: the provider then sees its requests at least
    // spacingMs apart, however long each one took on the way.
    lastSend = clock.now()
    if (outcome.sent) {
      report.sent += 1
      continue
    }
    report.failed += 1
    const retryAfterMs = (outcome.retryAfterSeconds ?? 0) * 1000
    if (retryAfterMs > RUN_LIMITS.maxWaitMs) return { ...report, ended: 'retry_after' }
    if (retryAfterMs > 0) await clock.sleep(retryAfterMs)
  }
  return report
}
