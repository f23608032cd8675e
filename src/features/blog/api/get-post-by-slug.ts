/**
 * One post of the editors' working copy (`blog_posts`) by its slug, or null: only those who write
 * or review posts (admins, authors, compliance) read it, drafts and scheduled posts too; anyone
 * else reads no row (row-level security). Loaded on first use (it brings supabase-js and the
 * client): blog pages read the live posts through the light read of `published_posts`
 * (`@/lib/backend/read-published-posts`) and ask here only to show a signed-in writer a post that
 * is not live (get-post.ts).
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
