/**
 * Stores one lead, as the visitor (anonymous insert: never `.select()` or upsert, which would need
 * a read right visitors do not have). A repeat of a stored client id resolves as success (a
 * retried save); a consultation whose day and slot are taken rejects with `slot_taken`. The input
 * is parsed where the lead starts (submit.ts); the database checks it again.
 */
import type { SubmissionInput } from '@/lib/backend/leads-schema'
import { submissionToRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'
import { fromPostgrest, run } from '@/lib/backend/supabase/errors'

export async function insertLead(client: Client, input: SubmissionInput): Promise<void> {
  const { error, status } = await run(client.from('form_submissions').insert(submissionToRow(input)))
  if (!error) return
  const failure = fromPostgrest(error, status, 'public-write')
  // `conflict` is a repeated client_id: this lead is already stored.
  if (failure.code !== 'conflict') throw failure
}
