/**
 * The offline assistant's exchanges, written as the chat edge function writes them in Supabase:
 * one request with the service role, the only role that may insert into chat_messages. (The
 * records are read through the Supabase adapter, as in a Supabase build.)
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { parseInput } from '../parse-input'
import { chatExchangeSchema, type ChatExchange } from '../records-schema'
import { beginRequest, fromDatabase } from './request'

/** Both rows or neither, as the edge function's one POST of two rows. */
export async function recordChatExchange(db: PGliteInterface, exchange: ChatExchange): Promise<void> {
  const { conversationId, visitId, question, answer, model } = parseInput(chatExchangeSchema, exchange)
  try {
    await db.transaction(async (tx) => {
      await beginRequest(tx, { role: 'service_role' })
      await tx.query(
        `insert into public.chat_messages (conversation_id, visit_id, role, content, model)
         values ($1, $2, 'user', $3, null), ($1, $2, 'assistant', $4, $5)`,
        [conversationId, visitId, question, answer, model],
      )
    })
  } catch (error) {
    throw fromDatabase(error, 'admin-write')
  }
}
