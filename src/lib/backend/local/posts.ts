/** Blog posts of the local backend: visitors read what RLS shows them; admins write. */
import { BackendError, blogPostSchema, type PostsPort } from '../ports'
import { parseInput } from '../parse-input'
import { postFromRow, postToRow } from '../rows'
import type { Tables } from '../supabase/database.types'
import { insertInto, jsonRows, type Run } from './request'

export function createLocalPosts(run: Run): PostsPort {
  return {
    list: () =>
      run('read', async (sql) =>
        (
          await jsonRows<Tables<'blog_posts'>>(
            sql,
            'select to_jsonb(p) as row from public.blog_posts p order by created_at desc',
          )
        ).map(postFromRow),
      ),
    getBySlug: (slug) =>
      run('read', async (sql) => {
        const [row] = await jsonRows<Tables<'blog_posts'>>(
          sql,
          'select to_jsonb(p) as row from public.blog_posts p where slug = $1',
          [slug],
        )
        return row ? postFromRow(row) : null
      }),
    async save(post) {
      const row = postToRow(parseInput(blogPostSchema, post))
      const [insert, params] = insertInto('blog_posts', { ...row })
      // An upsert on the id, as supabase-js `upsert(row, { onConflict: 'id' })` asks PostgREST.
      const set = Object.keys(row)
        .filter((column) => column !== 'id')
        .map((column) => `${column} = excluded.${column}`)
      await run('admin-write', (sql) => sql.query(`${insert} on conflict (id) do update set ${set.join(', ')}`, params))
    },
    async remove(id) {
      const deleted = await run('admin-write', async (sql) => {
        const result = await sql.query('delete from public.blog_posts where id = $1', [id])
        return result.affectedRows ?? 0
      })
      // Under RLS a row the caller may not delete is simply not matched.
      if (deleted === 0) throw new BackendError('not_found', `No blog post with id ${id}`)
    },
  }
}
