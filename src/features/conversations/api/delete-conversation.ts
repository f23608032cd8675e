/**
 * Admins only (`forbidden` for anyone else): deletes one conversation (abuse, spam) and answers how
 * many messages it held (public.delete_chat_conversation()); the database records who did it
 * (`chat.delete`). Then the lists and the conversation are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseAnswer, parseInput } from '@/lib/backend/parse-input'
import { conversationIdSchema } from '@/lib/backend/records-schema'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'

export async function deleteConversation(client: Client, conversationId: string): Promise<number> {
  const id = parseInput(conversationIdSchema, conversationId)
  const deleted = await dataOrThrow(client.rpc('delete_chat_conversation', { conversation_id: id }), 'admin-write')
  return parseAnswer(z.number().int(), deleted, 'delete_chat_conversation')
}

export function useDeleteConversation() {
  const queries = useQueryClient()
  return useMutation({
    mutationFn: async (conversationId: string) => deleteConversation(await getClient(), conversationId),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['admin', 'records'] }),
  })
}
