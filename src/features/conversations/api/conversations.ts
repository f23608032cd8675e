import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getBackend, type ConversationQuery } from '@/lib/backend'

/** One page of conversations; the previous page stays on screen while the next loads. */
export const conversationsQueryOptions = (query: ConversationQuery) =>
  queryOptions({
    queryKey: ['admin', 'records', 'conversations', query],
    queryFn: async () => (await getBackend()).records.conversations(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export const conversationQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: ['admin', 'records', 'conversation', conversationId],
    queryFn: async () => (await getBackend()).records.conversation(conversationId),
    staleTime: 0,
  })

export const useConversations = (query: ConversationQuery) => useQuery(conversationsQueryOptions(query))
export const useConversation = (conversationId: string) => useQuery(conversationQueryOptions(conversationId))

/** Deletes a conversation (abuse, spam); the lists and the conversation are read again. */
export function useDeleteConversation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (conversationId: string) => (await getBackend()).records.deleteConversation(conversationId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'records'] }),
  })
}
