/**
 * Stores one lead, as the visitor (anonymous insert: never `.select()` or upsert, which would need
 * a read right visitors do not have). A repeat of a stored client id resolves as success (a
 * retried save); a consultation whose day and slot are taken rejects with `slot_taken`. The input
 * is parsed where the lead starts (submit.ts); the database checks it again. The bot check's pass
 * (when the site has one) rides in `metadata.bot_pass`; the database takes it out before the row
 * is written (20261128001100_bot_defence.sql).
 */
import type { SubmissionInput } from '@/lib/backend/leads-schema'
import { submissionToRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'
import { fromPostgrest, run } from '@/lib/backend/supabase/errors'

export async function insertLead(client: Client, input: SubmissionInput, pass: string | null = null): Promise<void> {
  const row = submissionToRow(pass ? { ...input, metadata: { ...input.metadata, bot_pass: pass } } : input)
  const { error, status } = await run(client.from('form_submissions').insert(row))
  if (!error) return
  const failure = fromPostgrest(error, status, 'public-write')
  // `conflict` is a repeated client_id: this lead is already stored.
  if (failure.code !== 'conflict') throw failure
}
