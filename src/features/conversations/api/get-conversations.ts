/**
 * Admins only (ADR 0014): the conversations the firm keeps, newest first, a page at a time by
 * keyset (public.chat_conversations()), those with a message containing `search` (any case,
 * wildcards as text), those started from `fromDay` to `toDay` (New York days, both included; the
 * database decides the day), each with the Chat Handoff it led to. A member reads none, a
 * visitor is refused (`forbidden`).
 */
import { useQuery } from '@tanstack/react-query'
import { pageReadOptions } from '@/lib/read-options'
import { parseInput } from '@/lib/backend/parse-input'
import { conversationPageFromRows, type ConversationPage } from '@/lib/backend/records-schema'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'

/** chat_conversations() takes 1 to 200 rows; one more than a page is asked to know whether another follows. */
export const MAX_CONVERSATION_PAGE = 199
/** chat_conversations() refuses a longer search. */
export const MAX_CONVERSATION_SEARCH = 200

export const conversationQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(MAX_CONVERSATION_SEARCH, `A search is at most ${MAX_CONVERSATION_SEARCH} characters`)
    .optional(),
  beforeId: z.number().int().positive().optional(),
  pageSize: z.number().int().min(1).max(MAX_CONVERSATION_PAGE).default(25),
  fromDay: z.iso.date('Not a date').optional(),
  toDay: z.iso.date('Not a date').optional(),
})
export type ConversationQuery = z.input<typeof conversationQuerySchema>

export async function getConversations(client: Client, query: ConversationQuery = {}): Promise<ConversationPage> {
  const { search, beforeId, pageSize, fromDay, toDay } = parseInput(conversationQuerySchema, query)
  const args = {
    search: search || undefined,
    before_id: beforeId,
    page_size: pageSize + 1,
    from_day: fromDay,
    to_day: toDay,
  }
  const rows = await dataOrThrow(client.rpc('chat_conversations', args).retry(false), 'read')
  return conversationPageFromRows(rows, pageSize)
}

/** One page of conversations; the previous page stays on screen while the next loads. */
export function useConversations(query: ConversationQuery) {
  return useQuery(
    pageReadOptions(['admin', 'records', 'conversations', query], (client) => getConversations(client, query)),
  )
}
