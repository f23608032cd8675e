/**
 * One post by its slug, or null: a visitor (and a member) reads only what is live (row-level
 * security), an admin any post, drafts and scheduled ones too. Loaded on first use (it brings
 * supabase-js and the client): blog pages read published posts through the light read
 * (`@/lib/backend/read-published-posts`) and ask here only to show a signed-in admin a post that
 * is not published (get-post.ts).
 */
import { getClient } from '@/lib/backend'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { postFromRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'

export async function getPostBySlug(client: Client, slug: string): Promise<BlogPost | null> {
  const bySlug = client.from('blog_posts').select('*').eq('slug', slug).maybeSingle().retry(false)
  const row = await dataOrThrow(bySlug, 'read')
  return row ? postFromRow(row) : null
}

/** The post at `slug` as the signed-in caller may read it (the backend loaded as getClient loads it). */
export async function readPostBySlug(slug: string): Promise<BlogPost | null> {
  return getPostBySlug(await getClient(), slug)
}
