/** The chat request `{ model, messages }`, checked by hand (no dependencies in the function). */
import type { SignedTurn, Turn } from './signing.ts'

const LIMITS = { turns: 12, chars: 1000, messages: 200 } as const

const ROLES = new Set(['system', 'user', 'assistant'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Returns the conversation as sent (system messages dropped; contents whole, since signatures
 * cover whole replies), or an error message for a 400. The `model` is checked and ignored.
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
    if (message.role === 'user') turns.push({ role: 'user', content: message.content })
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

/** What the provider sees of the accepted turns: the last 12, each cut to 1,000 characters. */
export function providerWindow(turns: readonly Turn[]): Turn[] {
  return turns.slice(-LIMITS.turns).map(({ role, content }) => ({ role, content: content.slice(0, LIMITS.chars) }))
}
