/**
 * Reviewers (admins, compliance): the conversations waiting for review, newest first, each with
 * why it is there (public.chat_review_queue()). Anyone else is refused (`forbidden`).
 */
import { useQuery } from '@tanstack/react-query'
import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { readOptions } from '@/lib/read-options'
import { DASHBOARD_REFRESH_MS } from '@/lib/staff/constants'
import { z } from '@/lib/zod'

export const REVIEW_REASONS = ['not_helpful', 'handoff', 'refusal', 'words', 'sample'] as const
export type ReviewReason = (typeof REVIEW_REASONS)[number]

export interface QueuedConversation {
  conversationId: string
  startedAt: string
  lastAt: string
  firstQuestion: string
  questions: number
  reasons: ReviewReason[]
  /** The words that need a look, as found in the visitor's messages (lower case). */
  words: string[]
  /** What visitors said when they rated an answer not helpful. */
  feedback: string[]
}

const rowSchema = z
  .object({
    conversation_id: z.string(),
    started_at: z.string(),
    last_at: z.string(),
    first_question: z.string().nullable(),
    questions: z.number().int(),
    reasons: z.array(z.enum(REVIEW_REASONS)),
    words: z.array(z.string()),
    feedback: z.array(z.string()),
  })
  .transform((row): QueuedConversation => ({
    conversationId: row.conversation_id,
    startedAt: row.started_at,
    lastAt: row.last_at,
    firstQuestion: row.first_question ?? '',
    questions: row.questions,
    reasons: row.reasons,
    words: row.words,
    feedback: row.feedback,
  }))

export async function getChatReviewQueue(client: Client): Promise<QueuedConversation[]> {
  const rows = await dataOrThrow(client.rpc('chat_review_queue').retry(false), 'read')
  return parseAnswer(z.array(rowSchema), rows, 'chat_review_queue')
}

export const chatReviewQueueKey = ['admin', 'records', 'chat-review-queue'] as const

export function useChatReviewQueue() {
  return useQuery(readOptions(chatReviewQueueKey, getChatReviewQueue, { refetchInterval: DASHBOARD_REFRESH_MS }))
}
