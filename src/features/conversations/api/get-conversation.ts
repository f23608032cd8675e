/**
 * Admins only (ADR 0014): every message of one conversation, oldest first (none for an unknown
 * one). A member reads none, a visitor is refused (`forbidden`).
 */
import { useQuery } from '@tanstack/react-query'
import { readOptions } from '@/lib/read-options'
import { parseInput } from '@/lib/backend/parse-input'
import { chatRecordsFromRows, conversationIdSchema, type ChatRecord } from '@/lib/backend/records-schema'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'

export async function getConversation(client: Client, conversationId: string): Promise<ChatRecord[]> {
  const id = parseInput(conversationIdSchema, conversationId)
  const messages = client
    .from('chat_messages')
    .select('id,role,content,model,created_at,sources')
    .eq('conversation_id', id)
    .order('id', { ascending: true })
  return chatRecordsFromRows(await dataOrThrow(messages.retry(false), 'read'))
}

export function useConversation(conversationId: string) {
  return useQuery(
    readOptions(['admin', 'records', 'conversation', conversationId], (client) =>
      getConversation(client, conversationId),
    ),
  )
}
