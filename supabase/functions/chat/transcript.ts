/**
 * The record of what the assistant said: each question and the answer the function returned, in
 * public.chat_messages (see supabase/migrations/20261124000300_records.sql), written through the
 * Data API with the service role, the only role that may insert there. No recorded exchange, no
 * answer: the question is stored before the model is asked, the answer before it is returned
 * (handler.ts), and a write that fails after one retry fails the request.
 */
import type { Source } from '../_shared/answer-policy.ts'
import type { ChatRefusal } from './answer.ts'
import type { FetchFn } from './provider.ts'

export interface TranscriptMessage {
  conversationId: string
  visitId: string | null
  role: 'user' | 'assistant'
  content: string
  /** The model that answered (answers only). */
  model: string | null
  /** Answers only: the sources shown under it (none for a refusal), and why it refused, if it did. */
  sources?: readonly Source[]
  refusal?: ChatRefusal | null
}

/** The row as PostgREST takes it; an answer's sources (null when none) and refusal ride with it. */
export function transcriptRow(message: TranscriptMessage): Record<string, unknown> {
  const { conversationId, visitId, role, content, model, sources = [], refusal = null } = message
  const row = { conversation_id: conversationId, visit_id: visitId, role, content, model }
  return role === 'assistant' ? { ...row, sources: sources.length > 0 ? sources : null, refusal } : row
}

export interface TranscriptStore {
  /**
   * Stores one message; answers the stored answer's id when the database gives it. Throws on
   * failure (a TranscriptRefusal when the database said no).
   */
  write(message: TranscriptMessage): Promise<number | null | void>
  /** The conversation's signed token (public.chat_conversation_token), with which the visitor rates an answer. */
  conversationToken?(conversationId: string): Promise<string>
}

/**
 * The database refused the row (a 4xx): trying again changes nothing. A 429 is the per-visit cap
 * of the round-4 chat migration; its Retry-After, when sent, is kept.
 */
export class TranscriptRefusal extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly retryAfter: string | null = null,
  ) {
    super(`chat_messages: the database answered ${status} ${detail.slice(0, 300)}`)
    this.name = 'TranscriptRefusal'
  }
}

export function createPostgrestTranscript(options: {
  supabaseUrl: string
  serviceRoleKey: string
  fetch?: FetchFn
  timeoutMs?: number
}): TranscriptStore {
  const base = `${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1`
  const url = `${base}/chat_messages`
  const fetchFn: FetchFn = options.fetch ?? fetch
  const headers = {
    apikey: options.serviceRoleKey,
    Authorization: `Bearer ${options.serviceRoleKey}`,
    'Content-Type': 'application/json',
  }
  return {
    async write(message) {
      // An answer's id comes back, for the visitor's rating of it.
      const answer = message.role === 'assistant'
      const response = await fetchFn(answer ? `${url}?select=id` : url, {
        method: 'POST',
        headers: { ...headers, Prefer: answer ? 'return=representation' : 'return=minimal' },
        body: JSON.stringify(transcriptRow(message)),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      })
      const detail = await response.text().catch(() => '')
      if (response.ok) return answer ? storedId(detail) : null
      if (response.status >= 400 && response.status < 500)
        throw new TranscriptRefusal(response.status, detail, response.headers.get('retry-after'))
      throw new Error(`chat_messages: the database answered ${response.status} ${detail.slice(0, 300)}`)
    },
    async conversationToken(conversationId) {
      const response = await fetchFn(`${base}/rpc/chat_conversation_token`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ conversation_id: conversationId }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      })
      const token: unknown = response.ok ? await response.json().catch(() => null) : null
      if (typeof token === 'string' && /^[0-9a-f]{64}$/.test(token)) return token
      throw new Error(`chat_conversation_token: the database answered ${response.status}`)
    },
  }
}

/** The id in PostgREST's `[{ "id": 42 }]`, or null. */
function storedId(body: string): number | null {
  try {
    const rows: unknown = JSON.parse(body)
    const id: unknown = Array.isArray(rows) ? (rows[0] as { id?: unknown } | undefined)?.id : undefined
    return typeof id === 'number' && Number.isSafeInteger(id) ? id : null
  } catch {
    return null
  }
}

/**
 * What the visitor needs to rate a stored answer: its id and the conversation's token. Nothing
 * when either is missing: the answer is given all the same, without the rating buttons.
 */
export async function ratingKey(
  store: TranscriptStore,
  conversationId: string,
  id: number | null | undefined,
  log: (message: string, error: unknown) => void = console.error,
): Promise<{ id: number; conversation_token: string } | Record<string, never>> {
  if (typeof id !== 'number' || !store.conversationToken) return {}
  try {
    return { id, conversation_token: await store.conversationToken(conversationId) }
  } catch (error) {
    log(`chat: no rating token for conversation ${conversationId}`, error)
    return {}
  }
}

export interface RecordOptions {
  /** Pause before the second attempt (default 250 ms). */
  retryDelayMs?: number
  log?: (message: string, error: unknown) => void
}

export type RecordResult = { stored: true; id?: number | null } | { stored: false; refusal: TranscriptRefusal | null }

/** Writes the message, retrying once unless the database refused it. Never throws. */
export async function recordMessage(
  store: TranscriptStore,
  message: TranscriptMessage,
  { retryDelayMs = 250, log = console.error }: RecordOptions = {},
): Promise<RecordResult> {
  for (const attempt of [1, 2]) {
    try {
      const id = await store.write(message)
      return { stored: true, id: id ?? null }
    } catch (error) {
      const refusal = error instanceof TranscriptRefusal ? error : null
      log(
        `chat: the ${message.role === 'user' ? 'question' : 'answer'} of conversation ${message.conversationId} was not stored (attempt ${attempt} of 2)`,
        error,
      )
      if (refusal) return { stored: false, refusal }
      if (attempt === 1) await new Promise((resolve) => setTimeout(resolve, retryDelayMs))
    }
  }
  return { stored: false, refusal: null }
}
