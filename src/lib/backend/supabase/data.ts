/**
 * Submissions, events and posts over PostgREST. Anonymous inserts never use `.select()` or
 * upsert (they would need a SELECT right visitors do not have). Reads are not retried here:
 * the query layer decides retries from `BackendError.transient`.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { BackendError } from '../errors'
import { blogPostSchema, type PostsPort } from '../posts-schema'
import type { SubmissionsPort } from '../leads-schema'
import { parseInput } from '../parse-input'
import { pageRange, searchWords, type SubmissionQuery } from '../query'
import type { Database } from './database.types'
import { dataOrThrow, fromPostgrest, run } from './errors'
import { postFromRow, postToRow, submissionFromRow, submissionToRow, takenSlotsFromRows } from '../rows'
import { createSupabaseTriage } from './lead-desk'
import { readPage } from './paged-read'
import { exportLeads } from './export-leads'
import { searchLeads } from './search-leads'
import { pendingRebuildFromRows } from '../site-rebuild'

type Client = SupabaseClient<Database>

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

export function createSupabaseSubmissions(client: Client): SubmissionsPort {
  return {
    async insert(input) {
      // Parsed once, where every lead starts (lib/submissions/submit.ts); the database checks the rest.
      const row = submissionToRow(input)
      const { error, status } = await run(client.from('form_submissions').insert(row))
      if (!error) return
      const failure = fromPostgrest(error, status, 'public-write')
      // `conflict` is a repeated client_id: this submission is already stored (a retried save).
      if (failure.code !== 'conflict') throw failure
    },
    query(query = {}) {
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
    },
    exportAll: (query = {}) => exportLeads(client, query),
    ...createSupabaseTriage(client),
    // The database refuses a range that is reversed, malformed or longer than 62 days (invalid).
    async takenSlots(fromDate, toDate) {
      const args = { from_date: fromDate, to_date: toDate }
      return takenSlotsFromRows(await dataOrThrow(client.rpc('taken_consultation_slots', args).retry(false), 'read'))
    },
  }
}

export function createSupabasePosts(client: Client): PostsPort {
  return {
    async list() {
      const newest = client.from('blog_posts').select('*').order('created_at', { ascending: false }).retry(false)
      const rows = await dataOrThrow(newest, 'read')
      return rows.map(postFromRow)
    },
    async getBySlug(slug) {
      const bySlug = client.from('blog_posts').select('*').eq('slug', slug).maybeSingle().retry(false)
      const row = await dataOrThrow(bySlug, 'read')
      return row ? postFromRow(row) : null
    },
    async save(post) {
      const row = postToRow(parseInput(blogPostSchema, post))
      const { error, status } = await run(client.from('blog_posts').upsert(row, { onConflict: 'id' }))
      if (error) throw fromPostgrest(error, status, 'admin-write')
    },
    async remove(id) {
      const { error, status, count } = await run(client.from('blog_posts').delete({ count: 'exact' }).eq('id', id))
      if (error) throw fromPostgrest(error, status, 'admin-write')
      // Under RLS a row the caller may not delete is simply not matched.
      if (count === 0) throw new BackendError('not_found', `No blog post with id ${id}`)
    },
    async pendingRebuild() {
      return pendingRebuildFromRows(await dataOrThrow(client.rpc('pending_site_rebuild').retry(false), 'read'))
    },
  }
}
