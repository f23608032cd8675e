/**
 * One page of the leads matching the desk's query, and how many match in all: the table itself
 * with the filters, or, when there are words to search for, one call to `search_leads()`, which
 * refuses non-staff before it reads and answers the page and the total (the round-3 hardening
 * migration says why it is a function and not a view). Words go as typed: the function splits
 * them on white space and escapes LIKE's wildcards itself. Staff only: a member reads nothing,
 * a visitor is refused (`forbidden`).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { Submission } from '@/lib/backend/leads-schema'
import type { Page } from '@/lib/backend/page'
import { parseAnswer } from '@/lib/backend/parse-input'
import { pageRange, searchWords, type SubmissionQuery } from '@/lib/backend/query'
import { submissionFromRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'
import type { Tables } from '@/lib/backend/supabase/database.types'
import { fromPostgrest, run } from '@/lib/backend/supabase/errors'
import { readPage } from '@/lib/backend/supabase/paged-read'
import { DASHBOARD_REFRESH_MS, TABLE_PAGE_SIZE } from '@/lib/staff/constants'
import { z } from '@/lib/zod'
import { mark, PERF } from '../lib/perf-marks'

/**
 * What search_leads() and export_leads() build (jsonb): the rows, as the table's, and how many
 * match.
 */
export const leadRowsSchema = z.object({
  total: z.number().int(),
  rows: z.array(z.custom<Tables<'form_submissions'>>((row) => typeof row === 'object' && row !== null)),
})

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

interface LeadFilterable<Self> {
  eq(column: 'form_type' | 'status' | 'lead_source', value: string): Self
  eq(column: 'unnotified', value: boolean): Self
  lte(column: 'follow_up_on', value: string): Self
}

/** The desk's filters on the table (search_leads() takes the same ones as arguments). */
function leadFilters<B extends LeadFilterable<B>>(request: B, query: SubmissionQuery): B {
  let filtered = request
  if (query.formType) filtered = filtered.eq('form_type', query.formType)
  if (query.status) filtered = filtered.eq('status', query.status)
  if (query.source) filtered = filtered.eq('lead_source', query.source)
  if (query.dueOn) filtered = filtered.lte('follow_up_on', query.dueOn)
  if (query.notNotified) filtered = filtered.eq('unnotified', true)
  return filtered
}

async function searchLeads(client: Client, search: string, query: SubmissionQuery): Promise<Page<Submission>> {
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

export function getLeads(client: Client, query: SubmissionQuery = {}): Promise<Page<Submission>> {
  const search = searchWords(query.search).join(' ')
  if (search) return searchLeads(client, search, query)
  const { from, to } = pageRange(query)
  const matching = (head: boolean) =>
    leadFilters(client.from('form_submissions').select('*', { count: 'exact', head }), query)
  const newest = query.sort !== 'oldest'
  let ordered = matching(false)
  if (query.sort === 'follow_up') ordered = ordered.order('follow_up_on', { ascending: true, nullsFirst: false })
  const page = ordered
    .order('created_at', { ascending: !newest })
    .order('id', { ascending: !newest })
    .range(from, to)
    .retry(false)
  return readPage(page, () => matching(true).retry(false), submissionFromRow)
}

/** One page of leads, read on the server; the previous page stays on screen meanwhile. */
const leadsQueryOptions = (query: SubmissionQuery, page: number) =>
  queryOptions({
    queryKey: ['admin', 'submissions', 'page', query, page],
    queryFn: async () => {
      const result = await getLeads(await getClient(), { ...query, page, pageSize: TABLE_PAGE_SIZE })
      mark(PERF.data)
      return result
    },
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
  })

export function useLeadsPage(query: SubmissionQuery, page: number) {
  return useQuery(leadsQueryOptions(query, page))
}
