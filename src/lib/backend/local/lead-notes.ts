/** Notes and status history of a lead (`lead_notes`: the trigger writes the history). */
import { noteBodySchema, type LeadNotesPort } from '../ports'
import { parseInput } from '../parse-input'
import { noteFromRow } from '../rows'
import type { Tables } from '../supabase/database.types'
import { pageClause } from './list-query'
import { insertInto, jsonRows, type Run } from './request'

export function createLocalNotes(run: Run): LeadNotesPort {
  return {
    list: (submissionId, paging = {}) =>
      run('read', async (sql) => {
        const rows = await jsonRows<Tables<'lead_notes'>>(
          sql,
          `select to_jsonb(n) as row from public.lead_notes n where submission_id = $1
            order by created_at desc, id desc ${pageClause(paging)}`,
          [submissionId],
        )
        const counted = await sql.query<{ total: number }>(
          'select count(*)::int as total from public.lead_notes where submission_id = $1',
          [submissionId],
        )
        return { rows: rows.map(noteFromRow), total: counted.rows[0]?.total ?? 0 }
      }),
    async add(submissionId, body) {
      const [text, params] = insertInto('lead_notes', {
        submission_id: submissionId,
        body: parseInput(noteBodySchema, body),
      })
      await run('admin-write', (sql) => sql.query(text, params))
    },
  }
}
