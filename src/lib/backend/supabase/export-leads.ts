/**
 * The CSV export's rows: one call to `export_leads()`, which reads every lead matching the desk's
 * filters and records the export (who, how many rows) in the audit log itself, so the count can
 * neither be skipped nor made up by the browser. One jsonb value: PostgREST's max_rows limits
 * sets, not a value, so no paging is needed. Admins only (the database refuses anyone else).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from '@/lib/zod'
import { parseAnswer } from '../parse-input'
import type { Submission } from '../ports'
import { searchWords, type SubmissionQuery } from '../query'
import { submissionFromRow } from '../rows'
import type { Database, Tables } from './database.types'
import { fromPostgrest, run } from './errors'

const exportSchema = z.object({
  total: z.number().int(),
  rows: z.array(z.custom<Tables<'form_submissions'>>((row) => typeof row === 'object' && row !== null)),
})

export async function exportLeads(client: SupabaseClient<Database>, query: SubmissionQuery): Promise<Submission[]> {
  const { data, error, status } = await run(
    client.rpc('export_leads', {
      search: searchWords(query.search).join(' ') || undefined,
      form_type: query.formType,
      status: query.status,
      lead_source: query.source,
      due_on: query.dueOn,
      not_notified: query.notNotified || undefined,
      sort: query.sort ?? 'newest',
    }),
  )
  if (error) throw fromPostgrest(error, status, 'admin-write')
  return parseAnswer(exportSchema, data, 'export_leads').rows.map(submissionFromRow)
}
