/**
 * One lead by its id, as the desk reads its rows (staff only: row-level security); null when the
 * reader may not see it or it is gone. For a lead opened from elsewhere (a conversation's handoff).
 */
import { useQuery } from '@tanstack/react-query'
import type { Submission } from '@/lib/backend/leads-schema'
import { submissionFromRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { readOptions } from '@/lib/read-options'

export async function getLead(client: Client, id: string): Promise<Submission | null> {
  const row = await dataOrThrow(
    client.from('form_submissions').select('*').eq('id', id).maybeSingle().retry(false),
    'read',
  )
  return row ? submissionFromRow(row) : null
}

/** Read once asked for (`enabled`); under ['admin', 'submissions'], so a change to a lead reads it again. */
export function useLead(id: string, enabled: boolean) {
  return useQuery({ ...readOptions(['admin', 'submissions', 'one', id], (client) => getLead(client, id)), enabled })
}
