/**
 * The chat request `{ model, messages }`, checked by hand (no dependencies in the function), plus
 * the optional `metadata: { conversation_id, visit_id }` the site sends for the transcript
 * (OpenAI's own `metadata` field: other OpenAI-compatible servers accept or ignore it).
 */
import { withoutAnswerLegend } from '../_shared/answer-legend.ts'
import { isStorableText } from '../_shared/storable-text.ts'
import type { SignedTurn, Turn } from './signing.ts'

const LIMITS = { turns: 12, chars: 1000, messages: 200 } as const

const ROLES = new Set(['system', 'user', 'assistant'])

/** Said to a client that sent text the transcript cannot keep (see storable-text.ts). */
export const UNSTORABLE_MESSAGE =
  'A message holds a character that cannot be kept (a NUL character or half of an emoji): remove it and ask again'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Returns the conversation as sent (system messages dropped; contents whole, since signatures
 * cover whole replies), or an error message for a 400. The `model` is checked and ignored. A
 * question over the cap is refused (nothing is asked or written), never cut; so is any message
 * holding text the transcript could not store (a NUL character, a lone surrogate): an answer
 * the firm cannot keep is never given.
 */
export function parseChatBody(body: unknown): { turns: SignedTurn[] } | { error: string } {
  if (!isRecord(body)) return { error: 'Body must be a JSON object' }
  if (body.model !== undefined && typeof body.model !== 'string') return { error: '`model` must be a string' }
  const { messages } = body
  if (!Array.isArray(messages) || messages.length === 0) return { error: '`messages` must be a non-empty array' }
  if (messages.length > LIMITS.messages) return { error: 'Too many messages' }
  const turns: SignedTurn[] = []
  for (const message of messages) {
    if (!isRecord(message) || typeof message.role !== 'string' || !ROLES.has(message.role)) {
      return { error: 'Each message needs a role of system, user or assistant' }
    }
    if (typeof message.content !== 'string') return { error: 'Each message needs a string content' }
    if (message.role !== 'system' && !isStorableText(message.content)) return { error: UNSTORABLE_MESSAGE }
    if (message.role === 'user') {
      if (message.content.length > LIMITS.chars) return { error: `A question is limited to ${LIMITS.chars} characters` }
      turns.push({ role: 'user', content: message.content })
    }
    if (message.role === 'assistant') {
      const signature = typeof message.signature === 'string' ? message.signature : undefined
      turns.push({ role: 'assistant', content: message.content, ...(signature ? { signature } : {}) })
    }
  }
  const last = turns[turns.length - 1]
  if (!last || last.role !== 'user' || !last.content.trim())
    return { error: 'The last message must be a non-empty user question' }
  return { turns }
}

/**
 * What the provider sees of the accepted turns: the last 12, each cut to 1,000 characters, the
 * legend left out of earlier answers (the function adds it again itself).
 */
export function providerWindow(turns: readonly Turn[]): Turn[] {
  return turns.slice(-LIMITS.turns).map(({ role, content }) => ({
    role,
    content: (role === 'assistant' ? withoutAnswerLegend(content) : content).slice(0, LIMITS.chars),
  }))
}

export interface ChatContext {
  /** Random per chat session (a UUID); null when the client sent none or a malformed one. */
  conversationId: string | null
  /** The visit's id, at most 100 characters; null when absent or malformed. */
  visitId: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Reads `metadata.conversation_id` and `metadata.visit_id`; anything else there is ignored. */
export function parseChatContext(body: unknown): ChatContext {
  const metadata = isRecord(body) && isRecord(body.metadata) ? body.metadata : {}
  const { conversation_id: conversation, visit_id: visit } = metadata
  return {
    conversationId: typeof conversation === 'string' && UUID.test(conversation) ? conversation.toLowerCase() : null,
    visitId: typeof visit === 'string' && visit.length >= 1 && visit.length <= 100 ? visit : null,
  }
}
