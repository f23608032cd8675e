/**
 * Reviewers: approves or rejects exactly the version shown (public.review_post_version()); a
 * rejection says why. The database refuses a version its reviewer saved (42501: `forbidden`),
 * one no longer in review, e.g. superseded by a newer save (23514: `invalid`), each with a
 * message the screen shows as it is. An approved version goes live (at its publish time).
 */
import { parseAnswer, parseInput } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { useChangeThenRefresh } from '@/lib/use-change-then-refresh'
import { z } from '@/lib/zod'

/** The database's CHECK on review_note: at most 2,000 characters; a rejection needs one. */
export const reviewNoteSchema = z.string().trim().max(2000, 'Keep the note under 2,000 characters.')

export const decisionSchema = z.discriminatedUnion('decision', [
  z.object({ revisionId: z.number().int().positive(), decision: z.literal('approved'), note: reviewNoteSchema }),
  z.object({
    revisionId: z.number().int().positive(),
    decision: z.literal('rejected'),
    note: reviewNoteSchema.min(1, 'Say why: the author reads the note.'),
  }),
])
export type Decision = z.input<typeof decisionSchema>

const answerSchema = z.looseObject({ review_state: z.enum(['approved', 'rejected']), released: z.boolean() })
export type DecisionOutcome = z.infer<typeof answerSchema>

export async function reviewPostVersion(client: Client, decision: Decision): Promise<DecisionOutcome> {
  const { revisionId, decision: verdict, note } = parseInput(decisionSchema, decision)
  const answer = await dataOrThrow(
    client.rpc('review_post_version', { revision_id: revisionId, decision: verdict, note }),
    'admin-write',
  )
  return parseAnswer(answerSchema, answer, 'review_post_version')
}

/** After a decision, refused or not, every cached query is read again: the queue, the posts list, the history. */
export const useReviewPostVersion = () => useChangeThenRefresh(reviewPostVersion)
