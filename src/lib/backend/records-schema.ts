/**
 * The records kept by law (docs/decisions/0014-records-and-disclosures.md): chat transcripts as
 * the database answers them (chat_conversations(), chat_messages), and a chat exchange as the chat
 * edge function stores it (a local build stores the offline assistant's through
 * `Backend.recordChatExchange`). The rules live in the records migration (row-level security, the
 * functions); the operations that read and change them are in the conversations feature. The
 * saved versions of blog posts are read by the blog editor's own operation (get-post-history.ts).
 */
import { z } from '@/lib/zod'
import { camelKeys } from './camel-keys'
import { Constants } from './database.constants'
import { CHAT_MESSAGE_ROLES, type ChatMessageRole } from './kinds'
import { parseAnswer } from './parse-input'

export const conversationIdSchema = z.uuid('Not a conversation id')

/** What the chat edge function stores per answer; the local backend stores the offline assistant's the same way. */
export const chatExchangeSchema = z.object({
  conversationId: conversationIdSchema,
  visitId: z.string().min(1).max(100).nullable(),
  // The database's CHECK: a question of at most 1,000 characters with something in it.
  question: z.string().regex(/\S/).max(1000),
  answer: z.string().regex(/\S/).max(100_000),
  model: z.string().min(1).max(200),
  // The answer's sources as shown (the database's CHECK: one to three, a site path or https
  // address each) and why it refused, if it did (20261128000550_chat_answer_records.sql).
  sources: z
    .array(
      z.object({
        title: z.string().regex(/\S/).max(200),
        url: z
          .string()
          .regex(/^(\/\S*|https:\/\/\S+)$/) // a site path ('/' is the home page) or an https address
          .max(500),
      }),
    )
    .min(1)
    .max(3)
    .optional(),
  refusal: z.enum(Constants.public.Enums.chat_refusal).optional(),
})
export type ChatExchange = z.infer<typeof chatExchangeSchema>

/** What the visitor needs to rate a stored answer: its id and the conversation's signed token. */
export interface ChatReceipt {
  messageId: number
  conversationToken: string
}

export interface ConversationSummary {
  conversationId: string
  /** The keyset: pass it as `beforeId` to list older conversations. */
  firstMessageId: number
  startedAt: string
  lastAt: string
  firstQuestion: string
  /** How many questions it holds. */
  turns: number
  visitId: string | null
  /** The Chat Handoff it led to (the newest), if any, and its name. */
  lead: { id: string; name: string | null } | null
}

/** Newest first; `nextBeforeId` is what the next (older) page starts before, or null on the last page. */
export interface ConversationPage {
  rows: ConversationSummary[]
  nextBeforeId: number | null
}

export interface ChatRecord {
  id: number
  role: ChatMessageRole
  content: string
  model: string | null
  createdAt: string
  /** The sources shown under an answer, as the visitor saw them; null when none. */
  sources: ChatSourceRecord[] | null
}

export interface ChatSourceRecord {
  title: string
  url: string
}

// ---------------------------------------------------------------- the database's answers

/** bigint ids come as JSON numbers from both PostgREST and to_jsonb. */
const id = z.coerce.number().int()

const conversationRowSchema = z
  .object({
    conversation_id: z.string(),
    first_message_id: id,
    started_at: z.string(),
    last_at: z.string(),
    first_question: z.string(),
    turns: z.number().int(),
    visit_id: z.string().nullable(),
    lead_id: z.string().nullable(),
    lead_name: z.string().nullable(),
  })
  .transform(({ lead_id, lead_name, ...row }): ConversationSummary => ({
    ...camelKeys(row),
    lead: lead_id ? { id: lead_id, name: lead_name } : null,
  }))

/** A page from rows asked with one extra row: the extra one only says that an older page exists. */
export function conversationPageFromRows(rows: unknown, pageSize: number): ConversationPage {
  const all = parseAnswer(z.array(conversationRowSchema), rows, 'chat_conversations')
  const page = all.slice(0, pageSize)
  return { rows: page, nextBeforeId: all.length > pageSize ? (page.at(-1)?.firstMessageId ?? null) : null }
}

const chatRecordRowSchema = z
  .object({
    id,
    role: z.enum(CHAT_MESSAGE_ROLES),
    content: z.string(),
    model: z.string().nullable(),
    created_at: z.string(),
    // Older reads (and a question) have none.
    sources: z
      .array(z.object({ title: z.string(), url: z.string() }))
      .nullish()
      .transform((sources) => sources ?? null),
  })
  .transform((row): ChatRecord => camelKeys(row))

export const chatRecordsFromRows = (rows: unknown): ChatRecord[] =>
  parseAnswer(z.array(chatRecordRowSchema), rows, 'chat_messages')
