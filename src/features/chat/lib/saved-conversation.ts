/**
 * The conversation kept in sessionStorage, so a reload shows it again and goes on with it (the
 * same conversation id, so the firm's record stays one transcript). In this tab only and gone
 * when it closes, like the visit (src/lib/activity/visit.ts). Anything unreadable, or storage
 * refused, is a fresh start: the chat never fails for it.
 */
import { z } from '@/lib/zod'
import type { ChatMessage } from '../types'

const KEY = 'chatConversation'
/** Far beyond a real conversation; a longer one is no longer kept. */
export const MAX_SAVED_MESSAGES = 200

const messageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  greeting: z.boolean().optional(),
  signature: z.string().optional(),
  sources: z.array(z.object({ title: z.string(), url: z.string() })).optional(),
  messageId: z.number().optional(),
  conversationId: z.string().optional(),
  conversationToken: z.string().optional(),
})

const savedSchema = z.object({
  conversationId: z.string().min(1).max(100),
  messages: z.array(messageSchema).min(1).max(MAX_SAVED_MESSAGES),
})

export interface SavedConversation {
  conversationId: string
  messages: ChatMessage[]
}

export function loadConversation(): SavedConversation | null {
  try {
    const parsed = savedSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function saveConversation(saved: SavedConversation): void {
  try {
    if (saved.messages.length > MAX_SAVED_MESSAGES) sessionStorage.removeItem(KEY)
    else sessionStorage.setItem(KEY, JSON.stringify(saved))
  } catch {
    // Storage full or refused (a private window): the conversation lives until the page goes.
  }
}
