/**
 * Reviewers: marks a conversation reviewed (public.review_chat()): an outcome and a note, kept
 * with who and when, never changed. A complaint needs a note (23514: `invalid`) and flags the
 * conversation's leads for the desk.
 */
import { parseAnswer, parseInput } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { useChangeThenRefresh } from '@/lib/use-change-then-refresh'
import { z } from '@/lib/zod'

export const OUTCOMES = ['no_issue', 'follow_up', 'complaint'] as const
export type Outcome = (typeof OUTCOMES)[number]

export const OUTCOME_LABELS: Record<Outcome, string> = {
  no_issue: 'No issue',
  follow_up: 'Needs a follow-up',
  complaint: 'Complaint',
}

export const chatReviewSchema = z
  .object({
    conversationId: z.uuid(),
    outcome: z.enum(OUTCOMES),
    note: z.string().trim().max(2000, 'Keep the note under 2,000 characters.'),
  })
  .refine((review) => review.outcome !== 'complaint' || review.note.length > 0, {
    message: 'Say what the complaint is: the desk reads the note with the lead.',
    path: ['note'],
  })
export type ChatReview = z.input<typeof chatReviewSchema>

const answerSchema = z.looseObject({
  outcome: z.enum(OUTCOMES),
  reviewed_at: z.string(),
  reviewer_email: z.string().nullable(),
  flagged_leads: z.array(z.string()),
})
export type ChatReviewOutcome = z.infer<typeof answerSchema>

export async function reviewChat(client: Client, review: ChatReview): Promise<ChatReviewOutcome> {
  const { conversationId, outcome, note } = parseInput(chatReviewSchema, review)
  const answer = await dataOrThrow(
    client.rpc('review_chat', { conversation_id: conversationId, outcome, note: note || undefined }),
    'admin-write',
  )
  return parseAnswer(answerSchema, answer, 'review_chat')
}

/** After a review, the queue, the conversation's reviews and the leads (a complaint's flag) are read again. */
export const useReviewChat = () => useChangeThenRefresh(reviewChat)
