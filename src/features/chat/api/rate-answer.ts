/**
 * A visitor's rating of an answer (public.rate_chat_answer): helpful or not, with an optional
 * reason. The database checks the conversation's token and that the message is an answer of it;
 * a second rating of the same answer replaces the first (five changes at most, then 429).
 */
import { parseAnswer, parseInput } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'

/** The database's CHECK on a rating's reason. */
export const MAX_RATING_REASON = 500

export const ratingSchema = z.object({
  conversationId: z.uuid(),
  conversationToken: z.string().regex(/^[0-9a-f]{64}$/),
  messageId: z.number().int().positive(),
  helpful: z.boolean(),
  reason: z.string().trim().max(MAX_RATING_REASON, `Keep the reason under ${MAX_RATING_REASON} characters.`).optional(),
})
export type Rating = z.input<typeof ratingSchema>

const answerSchema = z.looseObject({ helpful: z.boolean(), replaced: z.boolean() })

export async function rateAnswer(client: Client, rating: Rating) {
  const { conversationId, conversationToken, messageId, helpful, reason } = parseInput(ratingSchema, rating)
  const answer = await dataOrThrow(
    client.rpc('rate_chat_answer', {
      conversation_id: conversationId,
      conversation_token: conversationToken,
      message_id: messageId,
      helpful,
      reason: reason || undefined,
    }),
    'public-write',
  )
  return parseAnswer(answerSchema, answer, 'rate_chat_answer')
}
