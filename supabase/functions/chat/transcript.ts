/**
 * The record of what the assistant said: each question and the answer the function returned, in
 * public.chat_messages (see supabase/migrations/20261124000300_records.sql), written through the
 * Data API with the service role, the only role that may insert there. A failed write is logged
 * and tried once more; it never fails the answer.
 */
import type { FetchFn } from './provider.ts'

export interface TranscriptEntry {
  conversationId: string
  visitId: string | null
  question: string
  answer: string
  /** The model that answered. */
  model: string
}

export interface TranscriptStore {
  /** Stores the question and the answer (one request: both rows or neither). Throws on failure. */
  write(entry: TranscriptEntry): Promise<void>
}

export function createPostgrestTranscript(options: {
  supabaseUrl: string
  serviceRoleKey: string
  fetch?: FetchFn
  timeoutMs?: number
}): TranscriptStore {
  const url = `${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1/chat_messages`
  const fetchFn: FetchFn = options.fetch ?? fetch
  return {
    async write({ conversationId, visitId, question, answer, model }) {
      const shared = { conversation_id: conversationId, visit_id: visitId }
      const rows = [
        { ...shared, role: 'user', content: question, model: null },
        { ...shared, role: 'assistant', content: answer, model },
      ]
      const response = await fetchFn(url, {
        method: 'POST',
        headers: {
          apikey: options.serviceRoleKey,
          Authorization: `Bearer ${options.serviceRoleKey}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify(rows),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      })
      const detail = await response.text().catch(() => '')
      if (!response.ok)
        throw new Error(`chat_messages: the database answered ${response.status} ${detail.slice(0, 300)}`)
    },
  }
}

export interface RecordOptions {
  /** Pause before the second attempt (default 250 ms). */
  retryDelayMs?: number
  log?: (message: string, error: unknown) => void
}

/** Writes the entry, retrying once; true when it was stored. Never throws. */
export async function recordTranscript(
  store: TranscriptStore,
  entry: TranscriptEntry,
  { retryDelayMs = 250, log = console.error }: RecordOptions = {},
): Promise<boolean> {
  for (const attempt of [1, 2]) {
    try {
      await store.write(entry)
      return true
    } catch (error) {
      log(
        `chat: the transcript of conversation ${entry.conversationId} was not stored (attempt ${attempt} of 2)`,
        error,
      )
      if (attempt === 1) await new Promise((resolve) => setTimeout(resolve, retryDelayMs))
    }
  }
  return false
}
