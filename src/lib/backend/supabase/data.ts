/**
 * Posts over PostgREST. Reads are not retried here: the query layer decides retries from
 * `BackendError.transient`.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { BackendError } from '../errors'
import { blogPostSchema, type PostsPort } from '../posts-schema'
import { parseInput } from '../parse-input'
import type { Database } from './database.types'
import { dataOrThrow, fromPostgrest, run } from './errors'
import { postFromRow, postToRow } from '../rows'
import { pendingRebuildFromRows } from '../site-rebuild'

type Client = SupabaseClient<Database>

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
