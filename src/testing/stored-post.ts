/**
 * The post at a slug as the signed-in caller reads it, straight from the table: for the blog
 * editor's tests, which may not import the blog's own read (features do not import each other).
 */
import type { BlogPost } from '@/lib/backend/posts-schema'
import { postFromRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'

export async function storedPostAt(client: Client, slug: string): Promise<BlogPost | null> {
  const { data } = await client.from('blog_posts').select('*').eq('slug', slug).maybeSingle().throwOnError()
  return data ? postFromRow(data) : null
}
