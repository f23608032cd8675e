/**
 * One insert of one lead whose copy already waits in the outbox: the outbox item is settled
 * when the server answers, however late (removed once stored or refused for good, backed off
 * after a passing failure), while the caller stops waiting after INSERT_TIMEOUT_MS. Until the
 * answer comes the lead is "in flight" in this tab, and this tab does not send it again.
 */
import { getClient } from '@/lib/backend'
import { insertWithBotPass } from '@/lib/bot-check'
import { isBackendError } from '@/lib/backend/errors'
import type { SubmissionInput } from '@/lib/backend/leads-schema'
import { markFailed, removeFromOutbox } from './outbox-store'

/** Stores one lead on the server (tests pass a scripted one). */
export type InsertLead = (input: SubmissionInput) => Promise<void>

/**
 * `insertLead` on this build's client, both loaded on first use: a form's submit chunk carries
 * neither the operation nor supabase-js. With the bot check's pass when the site has one.
 */
export const insertOnServer: InsertLead = async (input) => {
  const [{ insertLead }, client] = await Promise.all([import('./insert-lead'), getClient()])
  await insertWithBotPass(input, (pass) => insertLead(client, input, pass))
}

/** How long a visitor (or a flush) waits for the server before the outbox takes over. */
export const INSERT_TIMEOUT_MS = 15_000

export type InsertOutcome = 'stored' | 'retry' | 'rejected'

interface Answer {
  outcome: InsertOutcome
  error?: unknown
}

/** What the caller learns: the server's answer, or `timeout` while the insert carries on. */
export type Delivery = Answer | { outcome: 'timeout'; error?: undefined }

/** How a failed insert is handled: anything that is not a BackendError counts as passing. */
export function classifyFailure(error: unknown): InsertOutcome {
  if (!isBackendError(error)) return 'retry'
  if (error.code === 'conflict') return 'stored'
  return error.transient ? 'retry' : 'rejected'
}

const inFlight = new Set<string>()

/** True while this tab waits for the server's answer to an insert of this lead. */
export function isInFlight(clientId: string): boolean {
  return inFlight.has(clientId)
}

function settle(clientId: string, outcome: InsertOutcome): void {
  try {
    if (outcome === 'retry') markFailed(clientId)
    else removeFromOutbox(clientId)
  } catch (error) {
    // storage unavailable: the item (if any) stays, and a repeat is a harmless duplicate key
    console.error('Could not update the lead outbox', error)
  }
}

export interface LateHooks {
  /** The answer came after the timeout (the scheduler re-arms its timer then). */
  onLateAnswer?: () => void
  /** The late answer refused the lead for good (a booking whose slot was taken meanwhile). */
  onLateRefusal?: (error: unknown) => void
}

/** Sends one lead with `insert`; the hooks hear about an answer that comes after the timeout. */
export async function deliver(
  clientId: string,
  insert: () => Promise<void>,
  { onLateAnswer, onLateRefusal }: LateHooks = {},
): Promise<Delivery> {
  inFlight.add(clientId)
  let late = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const attempt = async () => insert() // a synchronous throw becomes a rejection
  const answer = attempt()
    .then(
      (): Answer => ({ outcome: 'stored' }),
      (error: unknown): Answer => ({ outcome: classifyFailure(error), error }),
    )
    .then((delivery) => {
      inFlight.delete(clientId)
      settle(clientId, delivery.outcome)
      if (late && delivery.outcome === 'rejected') {
        console.error('A lead was refused late', delivery.error)
        onLateRefusal?.(delivery.error)
      }
      if (late) onLateAnswer?.()
      return delivery
    })
  const timeout = new Promise<Delivery>((resolve) => {
    timer = setTimeout(() => {
      late = true
      resolve({ outcome: 'timeout' })
    }, INSERT_TIMEOUT_MS)
  })
  try {
    return await Promise.race([answer, timeout])
  } finally {
    clearTimeout(timer)
  }
}
