import { useEffect, useState } from 'react'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { hasStoredSession } from '@/lib/backend/read-published-posts'

/**
 * A post that is not among the live ones. Only signed-in post staff can see such a post (a draft,
 * or one waiting for approval: the dashboard links to it), so the read by slug, and supabase-js
 * with it, is loaded only when a session is stored (get-post-by-slug.ts); for a visitor the answer
 * is null at once. `undefined` while pending; a failure counts as null.
 */
export function useUnlistedPost(slug: string, enabled: boolean): BlogPost | null | undefined {
  const [answer, setAnswer] = useState<{ slug: string; post: BlogPost | null }>()
  useEffect(() => {
    if (!enabled) return
    let live = true
    const settle = (post: BlogPost | null) => {
      if (live) setAnswer({ slug, post })
    }
    if (!hasStoredSession()) {
      settle(null)
      return
    }
    import('./get-post-by-slug').then(({ readPostBySlug }) => readPostBySlug(slug)).then(settle, () => settle(null))
    return () => {
      live = false
    }
  }, [slug, enabled])
  return answer?.slug === slug ? answer.post : undefined
}
