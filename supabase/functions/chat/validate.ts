/** The CONTRACT payload `{ model, messages }`, checked by hand (no dependencies in the function). */
export interface Turn {
  role: 'user' | 'assistant'
  content: string
}

export const LIMITS = { turns: 12, chars: 1000, messages: 200 } as const

const ROLES = new Set(['system', 'user', 'assistant'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Returns the conversation to forward (system messages dropped, the last 12 turns, each cut to
 * 1,000 characters), or an error message for a 400.
 */
export function parseChatBody(body: unknown): { turns: Turn[] } | { error: string } {
  if (!isRecord(body)) return { error: 'Body must be a JSON object' }
  if (body.model !== undefined && typeof body.model !== 'string') return { error: '`model` must be a string' }
  const { messages } = body
  if (!Array.isArray(messages) || messages.length === 0) return { error: '`messages` must be a non-empty array' }
  if (messages.length > LIMITS.messages) return { error: 'Too many messages' }
  const turns: Turn[] = []
  for (const message of messages) {
    if (!isRecord(message) || typeof message.role !== 'string' || !ROLES.has(message.role)) {
      return { error: 'Each message needs a role of system, user or assistant' }
    }
    if (typeof message.content !== 'string') return { error: 'Each message needs a string content' }
    if (message.role !== 'system') {
      turns.push({
        role: message.role === 'user' ? 'user' : 'assistant',
        content: message.content.slice(0, LIMITS.chars),
      })
    }
  }
  const kept = turns.slice(-LIMITS.turns)
  const last = kept[kept.length - 1]
  if (!last || last.role !== 'user' || !last.content.trim())
    return { error: 'The last message must be a non-empty user question' }
  return { turns: kept }
}
