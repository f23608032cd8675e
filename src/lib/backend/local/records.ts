/**
 * Records in local mode: the migrations' chat_conversations(), chat_messages, post_history() and
 * restore_post_revision(), read and called as the signed-in person, under row-level security as
 * every request is. The offline assistant's exchanges are written as the chat edge function
 * writes them in Supabase: one request with the service role, the only role that may insert.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { parseInput } from '../parse-input'
import {
  BackendError,
  chatExchangeSchema,
  chatRecordsFromRows,
  conversationIdSchema,
  conversationPageFromRows,
  conversationQuerySchema,
  revisionIdSchema,
  revisionsFromRows,
  type ChatExchange,
  type RecordsPort,
} from '../ports'
import { postFromRow } from '../rows'
import type { Tables } from '../supabase/database.types'
import { beginRequest, fromDatabase, jsonRows, type Run } from './request'

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

export function createLocalRecords(run: Run, db: Promise<PGliteInterface>): RecordsPort {
  return {
    async conversations(query = {}) {
      const { search, beforeId, pageSize } = parseInput(conversationQuerySchema, query)
      const rows = await run('read', (sql) =>
        jsonRows(
          sql,
          `select to_jsonb(c) as row
             from public.chat_conversations(search => $1, before_id => $2, page_size => $3) c`,
          [search || null, beforeId ?? null, pageSize + 1],
        ),
      )
      return conversationPageFromRows(rows, pageSize)
    },
    async conversation(conversationId) {
      const id = parseInput(conversationIdSchema, conversationId)
      const rows = await run('read', (sql) =>
        jsonRows(
          sql,
          'select to_jsonb(m) as row from public.chat_messages m where m.conversation_id = $1 order by m.id',
          [id],
        ),
      )
      return chatRecordsFromRows(rows)
    },
    recordExchange: async (exchange) => recordChatExchange(await db, exchange),
    async postHistory(postId) {
      const rows = await run('read', (sql) =>
        jsonRows(sql, 'select to_jsonb(h) as row from public.post_history(post_id => $1) h', [postId]),
      )
      return revisionsFromRows(rows)
    },
    async restoreRevision(revisionId) {
      const id = parseInput(revisionIdSchema, revisionId)
      const [row] = await run('admin-write', (sql) =>
        jsonRows<Tables<'blog_posts'>>(
          sql,
          'select to_jsonb(p) as row from public.restore_post_revision(revision_id => $1) p',
          [id],
        ),
      )
      if (!row) throw new BackendError('server', 'Unexpected answer from restore_post_revision')
      return postFromRow(row)
    },
  }
}
