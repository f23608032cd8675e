/**
 * The scheduled run ({"retry": true}, sent by the database every 5 minutes when leads or queued
 * e-mails are due): claims the next e-mail from the database, sends it, and so on, at most 2
 * e-mails a second (the provider's default limit, one pace for every kind), for at most 50
 * e-mails or 90 seconds (the database's request waits 2 minutes). The firm's lead notifications
 * go first; when none is due (or the hourly cap holds them), the queue's e-mails follow. A 429's
 * Retry-After of up to 10 seconds is waited out; a longer one ends the run (the e-mail itself is
 * not retried before it).
 */
import { deliver, type Delivery } from './deliver.ts'
import type { Outcome } from './mailer.ts'
import { sendQueued } from './outbox.ts'

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

type Next = { send: () => Promise<Outcome> } | { end: 'done' | 'hourly_cap' }

/** The next e-mail to send: a lead notification while any is due, then the queue's. */
function nextEmail(delivery: Delivery) {
  let leads: 'open' | 'done' | 'hourly_cap' = 'open'
  return async (): Promise<Next> => {
    if (leads === 'open') {
      const next = await delivery.store.claimNext()
      if ('lead' in next) return { send: () => deliver([next.lead], delivery) }
      if ('digest' in next) return { send: () => deliver(next.digest, delivery) }
      leads = 'wait' in next ? 'hourly_cap' : 'done'
    }
    const { emails, mailer, settings } = delivery
    const email = emails ? await emails.claimNext() : null
    if (!email || !emails) return { end: leads === 'hourly_cap' ? 'hourly_cap' : 'done' }
    return { send: () => sendQueued(email, { mailer, emails, from: settings.emailFrom || settings.from }) }
  }
}

export async function runDue(delivery: Delivery, clock: Clock = realClock): Promise<RunReport> {
  const started = clock.now()
  const report: RunReport = { sent: 0, failed: 0, ended: 'limit' }
  const next = nextEmail(delivery)
  let lastSend = -Infinity
  while (report.sent + report.failed < RUN_LIMITS.emails && clock.now() - started < RUN_LIMITS.ms) {
    const step = await next()
    if ('end' in step) return { ...report, ended: step.end }
    const wait = lastSend + RUN_LIMITS.spacingMs - clock.now()
    if (wait > 0) await clock.sleep(wait)
    const outcome = await step.send()
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
