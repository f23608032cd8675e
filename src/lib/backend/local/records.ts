/**
 * The offline assistant's exchanges, written as the chat edge function writes them in Supabase:
 * one request with the service role, the only role that may insert into chat_messages. (The
 * records are read through the Supabase adapter, as in a Supabase build.)
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { parseInput } from '../parse-input'
import { chatExchangeSchema, type ChatExchange, type ChatReceipt } from '../records-schema'
import { beginRequest, fromDatabase } from './request'

/**
 * Both rows or neither, as the edge function's one POST of two rows; the answer with its sources
 * and refusal, as the function keeps them. Answers the answer's id and
 * the conversation's token, which the function adds to its answer, so the visitor can rate it.
 */
export async function recordChatExchange(db: PGliteInterface, exchange: ChatExchange): Promise<ChatReceipt> {
  const { conversationId, visitId, question, answer, model, sources, refusal } = parseInput(
    chatExchangeSchema,
    exchange,
  )
  try {
    return await db.transaction(async (tx) => {
      await beginRequest(tx, { role: 'service_role' })
      const stored = await tx.query<{ id: number; role: string }>(
        `insert into public.chat_messages (conversation_id, visit_id, role, content, model, sources, refusal)
         values ($1, $2, 'user', $3, null, null, null), ($1, $2, 'assistant', $4, $5, $6, $7)
         returning id, role`,
        [conversationId, visitId, question, answer, model, sources ? JSON.stringify(sources) : null, refusal ?? null],
      )
      const token = await tx.query<{ token: string }>('select public.chat_conversation_token($1) as token', [
        conversationId,
      ])
      const answerRow = stored.rows.find((row) => row.role === 'assistant')
      return { messageId: Number(answerRow?.id), conversationToken: token.rows[0]?.token ?? '' }
    })
  } catch (error) {
    throw fromDatabase(error, 'admin-write')
  }
}
