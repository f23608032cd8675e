/**
 * Where a lead's pass comes from. At submit, before the outbox (`challenge`): a visitor whose
 * challenge fails or times out is told so and keeps what they typed. At each insert
 * (`withBotPass`): that pass while it is good, else (an outbox retry, a later page) a fresh
 * challenge; a pass the database refuses (expired, used) is replaced once. A challenge that
 * cannot be had then is a passing failure: the lead stays in the outbox, never lost.
 */
import { BackendError, isBackendError } from '@/lib/backend/errors'
import type { Pass } from './exchange'

export interface PassSource {
  /** A new pass for the action: a solved challenge traded for the server's pass. */
  obtain(action: string): Promise<Pass>
  now(): number
}

/** A pass this close to its end is not sent: the insert may take that long. */
const MARGIN_MS = 30_000

export interface Lead {
  clientId: string
  formType: string
}

export function createBotPasses(source: PassSource) {
  const passes = new Map<string, Pass>()

  const fresh = async (lead: Lead): Promise<string> => {
    let pass: Pass
    try {
      pass = await source.obtain(lead.formType)
    } catch (error) {
      throw isBackendError(error) && error.code === 'bot_check'
        ? error
        : new BackendError('bot_check', 'The challenge could not be passed', { cause: error })
    }
    passes.set(lead.clientId, pass)
    return pass.pass
  }

  const current = (lead: Lead): Promise<string> => {
    const kept = passes.get(lead.clientId)
    return kept && kept.expiresAt - MARGIN_MS > source.now() ? Promise.resolve(kept.pass) : fresh(lead)
  }

  return {
    /** Before the outbox: a pass for this lead, or a `bot_check` BackendError. */
    async challenge(lead: Lead): Promise<void> {
      await fresh(lead)
    },
    /** Runs `insert` with the lead's pass, once more with a fresh one if the database refused it. */
    async withBotPass(lead: Lead, insert: (pass: string) => Promise<void>): Promise<void> {
      try {
        await insert(await current(lead))
      } catch (error) {
        if (!isBackendError(error) || error.code !== 'bot_check') throw error
        passes.delete(lead.clientId)
        await insert(await fresh(lead))
      }
      passes.delete(lead.clientId)
    },
  }
}
