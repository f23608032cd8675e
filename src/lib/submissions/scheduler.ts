/**
 * Keeps the outbox moving: a flush on page load, on the browser's `online` event, and a timer
 * for the earliest backoff deadline while anything waits. Leads this tab is still sending do
 * not arm the timer; their late answer does (it may have backed them off).
 */
import { isInFlight, type InsertLead } from './deliver'
import { flushOutbox } from './flush'
import { pendingLeads } from './outbox-store'

let watching = false
const onOnline = () => void flushAndReschedule(true)
let timer: ReturnType<typeof setTimeout> | undefined
let source: InsertLead | undefined

async function flushAndReschedule(force: boolean): Promise<void> {
  await flushOutbox({ force, onLateAnswer: schedule, ...(source ? { insert: source } : {}) })
  schedule()
}

function schedule(): void {
  if (timer !== undefined) clearTimeout(timer)
  timer = undefined
  const items = pendingLeads().filter((item) => !isInFlight(item.input.clientId))
  if (items.length === 0) return
  const next = Math.min(...items.map((item) => item.nextAttemptAt))
  timer = setTimeout(() => void flushAndReschedule(false), Math.max(1_000, next - Date.now()))
}

/** Registers the `online` listener (once) and arms the backoff timer. */
export function watchOutbox(insert?: InsertLead): void {
  if (insert) source = insert
  if (!watching && typeof window !== 'undefined') {
    watching = true
    window.addEventListener('online', onOnline)
  }
  schedule()
}

/** Page load: try everything that waits at once, then keep watching. */
export async function startOutbox(insert?: InsertLead): Promise<void> {
  watchOutbox(insert)
  await flushAndReschedule(true)
}

/** Tests only: forget listeners and timers. */
export function stopOutbox(): void {
  if (timer !== undefined) clearTimeout(timer)
  timer = undefined
  source = undefined
  if (watching) window.removeEventListener('online', onOnline)
  watching = false
}
