import { currentVisit } from '@/lib/activity/visit'
import type { ChatExchange } from '@/lib/backend'
import type { ChatAnswerer } from '../types'

/** What the transcript names as the model of an offline answer. */
export const OFFLINE_MODEL = 'offline-assistant'

/**
 * Stores an exchange through the backend's records port. Only the local backend can: in a
 * Supabase build the chat edge function writes transcripts with the service role, and the
 * browser's anon key may not (`VITE_BACKEND` is a build-time constant, so that build loads
 * nothing here). The backend is imported when the first answer arrives, never on page load.
 */
export async function recordExchange(exchange: ChatExchange): Promise<void> {
  if (import.meta.env.VITE_BACKEND === 'supabase') return
  const { getBackend } = await import('@/lib/backend')
  await (await getBackend()).records.recordExchange?.(exchange)
}

/** Loads the backend while the answer is being made, so storing it adds little to the wait. */
async function loadRecorder(): Promise<void> {
  if (import.meta.env.VITE_BACKEND === 'supabase') return
  const { getBackend } = await import('@/lib/backend')
  await getBackend()
}

/**
 * The answerer, with each exchange recorded as the edge function records the remote one: no
 * recorded exchange, no answer. The question and its answer are stored (one transaction) before
 * the answer is returned; a failed write fails the answer (the panel shows its apology).
 */
export function recordingExchanges(
  answerer: ChatAnswerer,
  conversationId: string,
  record: (exchange: ChatExchange) => Promise<void> = recordExchange,
  prepare: () => Promise<void> = loadRecorder,
): ChatAnswerer {
  return async (history, question, signal) => {
    // A failure to load shows again, and fails the answer, when the exchange is stored.
    const loading = prepare().catch(() => undefined)
    const reply = await answerer(history, question, signal)
    await loading
    const exchange = {
      conversationId,
      visitId: currentVisit().id,
      question,
      answer: reply.content,
      model: OFFLINE_MODEL,
    }
    await record(exchange)
    return reply
  }
}
