import { useEffect, useState } from 'react'
import type { BlogPost } from '@/lib/backend/ports'
import { loadBackend } from './load-backend'

/**
 * A post that is not among the published ones, asked of the posts port: for a signed-in admin
 * that is a draft (the dashboard links to it); for anyone else it is null. Only then does a blog
 * page load the adapter. `undefined` while the answer is pending; a failure counts as null.
 */
export function useUnlistedPost(slug: string, enabled: boolean): BlogPost | null | undefined {
  const [answer, setAnswer] = useState<{ slug: string; post: BlogPost | null }>()
  useEffect(() => {
    if (!enabled) return
    let live = true
    const settle = (post: BlogPost | null) => {
      if (live) setAnswer({ slug, post })
    }
    loadBackend()
      .then((backend) => backend.posts.getBySlug(slug))
      .then(settle, () => settle(null))
    return () => {
      live = false
    }
  }, [slug, enabled])
  return answer?.slug === slug ? answer.post : undefined
}
