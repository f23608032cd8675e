import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import type { ConversationQuery } from '@/lib/backend/records-schema'
import { pageReadOptions, readOptions } from '@/lib/staff/read-options'

/** One page of conversations; the previous page stays on screen while the next loads. */
export const useConversations = (query: ConversationQuery) =>
  useQuery(pageReadOptions(['admin', 'records', 'conversations', query], (b) => b.records.conversations(query)))

export const useConversation = (conversationId: string) =>
  useQuery(
    readOptions(['admin', 'records', 'conversation', conversationId], (b) => b.records.conversation(conversationId)),
  )

/** Deletes a conversation (abuse, spam); the lists and the conversation are read again. */
export function useDeleteConversation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (conversationId: string) => (await getBackend()).records.deleteConversation(conversationId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'records'] }),
  })
}
