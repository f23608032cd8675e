/**
 * The lead desk's search: one call to `search_leads()`, which refuses non-staff before it reads
 * and answers the page and the total of the desk's query (the round-3 hardening migration says
 * why it is a function and not a view). Words go as typed: the function splits them on white
 * space and escapes LIKE's wildcards itself.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from '@/lib/zod'
import { parseAnswer } from '../parse-input'
import type { Page } from '../page'
import type { Submission } from '../leads-schema'
import { pageRange, type SubmissionQuery } from '../query'
import type { Database, Tables } from './database.types'
import { fromPostgrest, run } from './errors'
import { submissionFromRow } from '../rows'

/**
 * What search_leads() and export_leads() build (jsonb): the rows, as the table's, and how many
 * match.
 */
export const leadRowsSchema = z.object({
  total: z.number().int(),
  rows: z.array(z.custom<Tables<'form_submissions'>>((row) => typeof row === 'object' && row !== null)),
})

export async function searchLeads(
  client: SupabaseClient<Database>,
  search: string,
  query: SubmissionQuery,
): Promise<Page<Submission>> {
  const { from, to } = pageRange(query)
  const { data, error, status } = await run(
    client
      .rpc('search_leads', {
        ...leadFilterArgs(query),
        search,
        page_offset: from,
        page_limit: to - from + 1,
      })
      .retry(false),
  )
  if (error) throw fromPostgrest(error, status, 'read')
  const page = parseAnswer(leadRowsSchema, data, 'search_leads')
  return { rows: page.rows.map(submissionFromRow), total: page.total }
}

/** The desk's filters as the arguments search_leads() and export_leads() share. */
export function leadFilterArgs(query: SubmissionQuery) {
  return {
    form_type: query.formType,
    status: query.status,
    lead_source: query.source,
    due_on: query.dueOn,
    not_notified: query.notNotified || undefined,
    sort: query.sort ?? 'newest',
  }
}
