/**
 * Admins and compliance: the visitors' ratings of a conversation's answers and its reviews, who
 * and when (chat_message_ratings, chat_reviews). Anyone else reads none.
 */
import { useQuery } from '@tanstack/react-query'
import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { readOptions } from '@/lib/read-options'
import { z } from '@/lib/zod'
import { OUTCOMES } from './review-chat'

const ratingSchema = z
  .object({ message_id: z.coerce.number().int(), helpful: z.boolean(), reason: z.string().nullable() })
  .transform((row) => ({ messageId: row.message_id, helpful: row.helpful, reason: row.reason }))
export type AnswerRating = z.output<typeof ratingSchema>

const reviewSchema = z
  .object({
    id: z.coerce.number().int(),
    outcome: z.enum(OUTCOMES),
    note: z.string().nullable(),
    reviewer_email: z.string().nullable(),
    reviewed_at: z.string(),
  })
  .transform((row) => ({
    id: row.id,
    outcome: row.outcome,
    note: row.note,
    reviewerEmail: row.reviewer_email,
    reviewedAt: row.reviewed_at,
  }))
export type ConversationReview = z.output<typeof reviewSchema>

export interface ConversationSupervision {
  /** By answer (message id). */
  ratings: Map<number, AnswerRating>
  /** Oldest first. */
  reviews: ConversationReview[]
}

export async function getConversationSupervision(
  client: Client,
  conversationId: string,
): Promise<ConversationSupervision> {
  const [ratings, reviews] = await Promise.all([
    dataOrThrow(
      client
        .from('chat_message_ratings')
        .select('message_id,helpful,reason')
        .eq('conversation_id', conversationId)
        .retry(false),
      'read',
    ),
    dataOrThrow(
      client
        .from('chat_reviews')
        .select('id,outcome,note,reviewer_email,reviewed_at')
        .eq('conversation_id', conversationId)
        .order('id', { ascending: true })
        .retry(false),
      'read',
    ),
  ])
  const rated = parseAnswer(z.array(ratingSchema), ratings, 'chat_message_ratings')
  return {
    ratings: new Map(rated.map((rating) => [rating.messageId, rating])),
    reviews: parseAnswer(z.array(reviewSchema), reviews, 'chat_reviews'),
  }
}

export function useConversationSupervision(conversationId: string) {
  return useQuery(
    readOptions(['admin', 'records', 'conversation-supervision', conversationId], (client) =>
      getConversationSupervision(client, conversationId),
    ),
  )
}
