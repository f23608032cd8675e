/**
 * The lead desk over PostgREST: status and follow-up updates (column-level grants let admins
 * change only these), the sources' counts (`lead_sources()`), and the notes and history.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { BackendError } from '../errors'
import { isoDateSchema, leadStatusSchema, noteBodySchema, type LeadNotesPort } from '../lead-desk-schema'
import type { SubmissionsPort } from '../leads-schema'
import { parseInput } from '../parse-input'
import type { Database, TablesUpdate } from './database.types'
import { dataOrThrow, fromPostgrest, run } from './errors'
import { noteFromRow } from '../rows'
import { readNewestFirst } from './paged-read'

type Client = SupabaseClient<Database>

export function createSupabaseTriage(client: Client): Pick<SubmissionsPort, 'setStatus' | 'setFollowUp' | 'sources'> {
  async function update(id: string, change: TablesUpdate<'form_submissions'>) {
    const { error, status, count } = await run(
      client.from('form_submissions').update(change, { count: 'exact' }).eq('id', id),
    )
    if (error) throw fromPostgrest(error, status, 'admin-write')
    // Under RLS a row the caller may not change is simply not matched.
    if (count === 0) throw new BackendError('not_found', `No submission with id ${id}`)
  }
  return {
    async setStatus(id, value) {
      await update(id, { status: parseInput(leadStatusSchema, value) })
    },
    async setFollowUp(id, date) {
      await update(id, { follow_up_on: parseInput(isoDateSchema.nullable(), date) })
    },
    async sources() {
      const rows = await dataOrThrow(client.rpc('lead_sources').retry(false), 'read')
      return rows.map((row) => ({ source: row.source, leads: Number(row.leads) }))
    },
  }
}

export function createSupabaseNotes(client: Client): LeadNotesPort {
  return {
    list(submissionId, paging = {}) {
      const matching = (head: boolean) =>
        client.from('lead_notes').select('*', { count: 'exact', head }).eq('submission_id', submissionId)
      return readNewestFirst(matching, 'created_at', paging, noteFromRow)
    },
    async add(submissionId, body) {
      const row = { submission_id: submissionId, body: parseInput(noteBodySchema, body) }
      const { error, status } = await run(client.from('lead_notes').insert(row))
      if (error) throw fromPostgrest(error, status, 'admin-write')
    },
  }
}
