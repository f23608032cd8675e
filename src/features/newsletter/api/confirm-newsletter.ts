/**
 * The visitor's "Confirm subscription": one call of public.confirm_newsletter(token), which
 * checks the signed token in the database and subscribes the address (or says why not).
 */
import { getClient } from '@/lib/backend'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'
import { CONFIRM_OUTCOMES, type ConfirmOutcome } from '../outcomes'

const answerSchema = z.object({ outcome: z.enum(CONFIRM_OUTCOMES) })

export async function confirmNewsletter(token: string): Promise<ConfirmOutcome> {
  const client = await getClient()
  const answer = await dataOrThrow(client.rpc('confirm_newsletter', { token }).retry(false), 'public-write')
  return answerSchema.parse(answer).outcome
}
