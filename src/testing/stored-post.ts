/**
 * A post at a slug, for the blog editor's tests, which may not import the blog's own reads
 * (features do not import each other): as the signed-in caller reads the working copy
 * (`blog_posts`), or as visitors read it (`published_posts`).
 */
import type { BlogPost } from '@/lib/backend/posts-schema'
import { POST_COLUMNS, toPublishedPost } from '@/lib/backend/read-published-posts'
import { postFromRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'

/** The working copy's post at a slug as the signed-in caller reads it (row-level security), or null. */
export async function storedPostAt(client: Client, slug: string): Promise<BlogPost | null> {
  const { data } = await client.from('blog_posts').select('*').eq('slug', slug).maybeSingle().throwOnError()
  return data ? postFromRow(data) : null
}

/** The post at a slug as visitors read it (`published_posts`: its live version), or null. */
export async function livePostAt(client: Client, slug: string): Promise<BlogPost | null> {
  const { data } = await client
    .from('published_posts')
    .select(POST_COLUMNS)
    .eq('slug', slug)
    .maybeSingle()
    .throwOnError()
  return toPublishedPost(data)
}
