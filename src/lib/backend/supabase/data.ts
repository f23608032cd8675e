/**
 * Submissions, events and posts over PostgREST. Anonymous inserts never use `.select()` or
 * upsert (they would need a SELECT right visitors do not have). Reads are not retried here:
 * the query layer decides retries from `BackendError.transient`.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import {
  BackendError,
  blogPostSchema,
  submissionInputSchema,
  type EventsPort,
  type PostsPort,
  type SiteEvent,
  type SubmissionsPort,
} from '../ports'
import { parseInput } from '../parse-input'
import { checkTakenRange, sortTakenSlots } from '../taken-range'
import type { Database } from './database.types'
import { fromPostgrest, fromUnknown } from './errors'
import { eventFromRow, postFromRow, postToRow, submissionFromRow, submissionToRow, takenSlotFromRow } from './mappers'

type Client = SupabaseClient<Database>

/** Runs a query and turns a thrown fetch failure into a BackendError too. */
async function run<T>(query: PromiseLike<T>): Promise<T> {
  try {
    return await query
  } catch (error) {
    throw fromUnknown(error)
  }
}

export function createSupabaseSubmissions(client: Client): SubmissionsPort {
  return {
    async insert(input) {
      const row = submissionToRow(parseInput(submissionInputSchema, input))
      const { error, status } = await run(client.from('form_submissions').insert(row))
      if (!error) return
      const failure = fromPostgrest(error, status, 'public-write')
      // `conflict` is a repeated client_id: this submission is already stored (a retried save).
      if (failure.code !== 'conflict') throw failure
    },
    async list() {
      const { data, error, status } = await run(
        client.from('form_submissions').select('*').order('created_at', { ascending: false }).retry(false),
      )
      if (error) throw fromPostgrest(error, status, 'read')
      return data.map(submissionFromRow)
    },
    async takenSlots(fromDate, toDate) {
      checkTakenRange(fromDate, toDate)
      const { data, error, status } = await run(
        client.rpc('taken_consultation_slots', { from_date: fromDate, to_date: toDate }).retry(false),
      )
      if (error) throw fromPostgrest(error, status, 'read')
      return sortTakenSlots(data.flatMap(takenSlotFromRow))
    },
  }
}

export function createSupabaseEvents(client: Client): EventsPort {
  return {
    async list() {
      const { data, error, status } = await run(
        client.from('site_events').select('*').order('created_at', { ascending: false }).retry(false),
      )
      if (error) throw fromPostgrest(error, status, 'read')
      return data.map(eventFromRow).filter((e): e is SiteEvent => e !== null)
    },
  }
}

export function createSupabasePosts(client: Client): PostsPort {
  return {
    async list() {
      const { data, error, status } = await run(
        client.from('blog_posts').select('*').order('created_at', { ascending: false }).retry(false),
      )
      if (error) throw fromPostgrest(error, status, 'read')
      return data.map(postFromRow)
    },
    async getBySlug(slug) {
      const { data, error, status } = await run(
        client.from('blog_posts').select('*').eq('slug', slug).maybeSingle().retry(false),
      )
      if (error) throw fromPostgrest(error, status, 'read')
      return data ? postFromRow(data) : null
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
  }
}
