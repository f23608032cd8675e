/**
 * The CSV export's rows: one call to `export_leads()`, which reads every lead matching the desk's
 * filters and records the export (who, how many rows) in the audit log itself, so the count can
 * neither be skipped nor made up by the browser. One jsonb value: PostgREST's max_rows limits
 * sets, not a value, so no paging is needed. Admins only (the database refuses anyone else).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { parseAnswer } from '../parse-input'
import type { Submission } from '../leads-schema'
import { searchWords, type SubmissionQuery } from '../query'
import { submissionFromRow } from '../rows'
import type { Database } from './database.types'
import { fromPostgrest, run } from './errors'
import { leadFilterArgs, leadRowsSchema } from './search-leads'

export async function exportLeads(client: SupabaseClient<Database>, query: SubmissionQuery): Promise<Submission[]> {
  const { data, error, status } = await run(
    client.rpc('export_leads', {
      ...leadFilterArgs(query),
      search: searchWords(query.search).join(' ') || undefined,
    }),
  )
  if (error) throw fromPostgrest(error, status, 'admin-write')
  return parseAnswer(leadRowsSchema, data, 'export_leads').rows.map(submissionFromRow)
}
