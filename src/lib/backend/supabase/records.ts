/**
 * Records over PostgREST: chat_conversations(), chat_messages, delete_chat_conversation(),
 * post_history() and restore_post_revision(). No `recordExchange`: in Supabase mode the chat edge function writes
 * the transcript with the service role, and the anon key may not insert.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from '@/lib/zod'
import { parseAnswer, parseInput } from '../parse-input'
import {
  chatRecordsFromRows,
  conversationIdSchema,
  conversationPageFromRows,
  conversationQuerySchema,
  revisionIdSchema,
  revisionsFromRows,
  type RecordsPort,
} from '../records-schema'
import { postFromRow } from '../rows'
import type { Database } from './database.types'
import { dataOrThrow } from './errors'

type Client = SupabaseClient<Database>

export function createSupabaseRecords(client: Client): RecordsPort {
  return {
    async conversations(query = {}) {
      const { search, beforeId, pageSize } = parseInput(conversationQuerySchema, query)
      const args = { search: search || undefined, before_id: beforeId, page_size: pageSize + 1 }
      const rows = await dataOrThrow(client.rpc('chat_conversations', args).retry(false), 'read')
      return conversationPageFromRows(rows, pageSize)
    },
    async conversation(conversationId) {
      const id = parseInput(conversationIdSchema, conversationId)
      const messages = client
        .from('chat_messages')
        .select('id,role,content,model,created_at')
        .eq('conversation_id', id)
        .order('id', { ascending: true })
      return chatRecordsFromRows(await dataOrThrow(messages.retry(false), 'read'))
    },
    async deleteConversation(conversationId) {
      const id = parseInput(conversationIdSchema, conversationId)
      const deleted = await dataOrThrow(client.rpc('delete_chat_conversation', { conversation_id: id }), 'admin-write')
      return parseAnswer(z.number().int(), deleted, 'delete_chat_conversation')
    },
    async postHistory(postId) {
      return revisionsFromRows(await dataOrThrow(client.rpc('post_history', { post_id: postId }).retry(false), 'read'))
    },
    async restoreRevision(revisionId) {
      const id = parseInput(revisionIdSchema, revisionId)
      return postFromRow(await dataOrThrow(client.rpc('restore_post_revision', { revision_id: id }), 'admin-write'))
    },
  }
}
