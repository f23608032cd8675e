/**
 * An admin adds a note to a lead's history (append-only: notes are never edited). A blank or too
 * long note, or one for a missing lead, is `invalid`; anyone but an admin is refused (`forbidden`).
 */
import { useMutation } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { LIMITS } from '@/lib/backend/limits'
import { parseInput } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { fromPostgrest, run } from '@/lib/backend/supabase/errors'
import { z } from '@/lib/zod'
import { useRefreshLead } from './refresh-lead'

/** What a staff member types as a note. */
export const noteBodySchema = z
  .string()
  .trim()
  .min(1, 'Write a note before adding it')
  .max(LIMITS.note, `A note is at most ${LIMITS.note.toLocaleString('en-US')} characters`)

export async function addLeadNote(client: Client, leadId: string, body: string): Promise<void> {
  const row = { submission_id: leadId, body: parseInput(noteBodySchema, body) }
  const { error, status } = await run(client.from('lead_notes').insert(row))
  if (error) throw fromPostgrest(error, status, 'admin-write')
}

export function useAddLeadNote() {
  const refresh = useRefreshLead()
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: string }) => addLeadNote(await getClient(), id, body),
    onSuccess: (_data, { id }) => refresh(id),
  })
}
