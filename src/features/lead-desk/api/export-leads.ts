/**
 * The CSV export's rows: one call to `export_leads()`, which reads every lead matching the desk's
 * filters (paging ignored) and records the export (who, how many rows) in the audit log itself,
 * so the count can neither be skipped nor made up by the browser. One jsonb value: PostgREST's
 * max_rows limits sets, not a value, so no paging is needed. Admins only (the database refuses
 * anyone else).
 */
import type { Submission } from '@/lib/backend/leads-schema'
import { parseAnswer } from '@/lib/backend/parse-input'
import { searchWords, type SubmissionQuery } from '@/lib/backend/query'
import { submissionFromRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'
import { fromPostgrest, run } from '@/lib/backend/supabase/errors'
import { leadFilterArgs, leadRowsSchema } from './get-leads'

export async function exportLeads(client: Client, query: SubmissionQuery = {}): Promise<Submission[]> {
  const { data, error, status } = await run(
    client.rpc('export_leads', {
      ...leadFilterArgs(query),
      search: searchWords(query.search).join(' ') || undefined,
    }),
  )
  if (error) throw fromPostgrest(error, status, 'admin-write')
  return parseAnswer(leadRowsSchema, data, 'export_leads').rows.map(submissionFromRow)
}
