/**
 * The one change an admin makes to a lead's row (column-level grants let admins change only its
 * status and follow-up), by id with an exact count. Under RLS a row the caller may not change is
 * simply not matched: `not_found`, as for an unknown id.
 */
import { BackendError } from '@/lib/backend/errors'
import type { Client } from '@/lib/backend/supabase/client'
import type { TablesUpdate } from '@/lib/backend/supabase/database.types'
import { fromPostgrest, run } from '@/lib/backend/supabase/errors'

export async function updateLead(
  client: Client,
  id: string,
  change: Pick<TablesUpdate<'form_submissions'>, 'status' | 'follow_up_on'>,
): Promise<void> {
  const { error, status, count } = await run(
    client.from('form_submissions').update(change, { count: 'exact' }).eq('id', id),
  )
  if (error) throw fromPostgrest(error, status, 'admin-write')
  if (count === 0) throw new BackendError('not_found', `No lead with id ${id}`)
}
