/**
 * The unsubscribe page's button: one call of public.unsubscribe_newsletter(token), which checks
 * the signed token in the database. (A mail client's one-click POST goes to the edge function
 * newsletter-unsubscribe instead, which calls the same function.)
 */
import { getClient } from '@/lib/backend'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'
import { UNSUBSCRIBE_OUTCOMES, type UnsubscribeOutcome } from '../outcomes'

const answerSchema = z.object({ outcome: z.enum(UNSUBSCRIBE_OUTCOMES) })

export async function unsubscribeNewsletter(token: string): Promise<UnsubscribeOutcome> {
  const client = await getClient()
  const answer = await dataOrThrow(
    client.rpc('unsubscribe_newsletter', { token, via: 'link' }).retry(false),
    'public-write',
  )
  return answerSchema.parse(answer).outcome
}
