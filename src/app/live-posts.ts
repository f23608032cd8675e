/**
 * The posts a production build prerenders besides the built-in ones. A Supabase build reads the
 * published posts from the project exactly as a visitor does (PostgREST GET of `published_posts`
 * with the anon key: each post's live version, never a draft, an edit awaiting approval or a post
 * scheduled for later); a local build has none (its posts live in each browser).
 */
import type { BlogPost } from '@/lib/backend/posts-schema'
import { fetchPublishedPosts } from '@/lib/backend/read-published-posts'

export interface LiveProject {
  url: string
  anonKey: string
}

/** The project this build talks to, or null for a local build. */
export function liveProject(): LiveProject | null {
  if (import.meta.env.VITE_BACKEND !== 'supabase') return null
  return { url: import.meta.env.VITE_SUPABASE_URL ?? '', anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY ?? '' }
}

/**
 * The project's published posts, newest first. A failed read fails the build, with a message
 * saying how to build without them: a site deployed without its posts' pages would answer 404
 * to search engines for every one of them.
 */
export async function readLivePosts(project: LiveProject | null, fetchFn: typeof fetch = fetch): Promise<BlogPost[]> {
  if (!project) return []
  try {
    return await fetchPublishedPosts(project, fetchFn)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Could not read the published posts from ${project.url} to prerender them (${reason}). ` +
        'Set PRERENDER_LIVE_POSTS=off to build with the built-in posts only.',
      { cause: error },
    )
  }
}
