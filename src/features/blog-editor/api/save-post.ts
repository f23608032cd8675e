/**
 * Post staff who write (admins, authors): creates the post, or updates the one with the same id
 * (an upsert on id). Each save is a new version of the post (the database records it); with it
 * goes the HTML of its body as visitors get it (rendered-html.ts), which the archive keeps when
 * the version goes live. A slug another post holds is a `conflict`; what the post's rules refuse
 * is `invalid` before any call.
 */
import { useMutation } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseInput } from '@/lib/backend/parse-input'
import { blogPostSchema, type BlogPost } from '@/lib/backend/posts-schema'
import { postToRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'
import { fromPostgrest, run } from '@/lib/backend/supabase/errors'
import { useInvalidateAll } from '@/lib/posts/invalidate-all'
import { renderPostHtml } from './rendered-html'

/** The body's HTML, or null when `render` gives none or fails: what was typed is saved either way. */
async function htmlOf(render: (markdown: string) => Promise<string | undefined>, markdown: string) {
  try {
    return (await render(markdown)) ?? null
  } catch {
    return null
  }
}

/**
 * Saves the post. `render` makes its body's HTML; without it the post is saved with none (null:
 * an older version's HTML would not match this text), and the archive keeps the Markdown.
 */
export async function savePost(client: Client, post: BlogPost, render = renderPostHtml): Promise<void> {
  const row = postToRow(parseInput(blogPostSchema, post))
  const renderedHtml = await htmlOf(render, row.content)
  const saved = client.from('blog_posts').upsert({ ...row, rendered_html: renderedHtml }, { onConflict: 'id' })
  const { error, status } = await run(saved)
  if (error) throw fromPostgrest(error, status, 'admin-write')
}

export function useSavePost() {
  const invalidate = useInvalidateAll()
  return useMutation({
    mutationFn: async (post: BlogPost) => savePost(await getClient(), post),
    onSuccess: invalidate,
  })
}
