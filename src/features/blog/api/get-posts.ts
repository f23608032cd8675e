import { startTransition, useEffect, useMemo, useState } from 'react'
import { builtInPosts } from '@/content/posts'
import type { BlogPost } from '@/lib/backend/ports'
import { readPublishedPosts } from '@/lib/backend/read-published-posts'
import { mergePosts } from '../lib/posts'

/** The last answer: the next blog page shows it at once while it asks again. */
let latest: BlogPost[] | undefined
let inFlight: Promise<BlogPost[]> | undefined

/**
 * Published custom posts through the light read (no adapter, no zod, no query cache). One
 * request at a time; a failure keeps what was known (an outage leaves the built-in posts).
 */
export function loadCustomPosts(): Promise<BlogPost[]> {
  inFlight ??= readPublishedPosts()
    .then(
      (posts) => {
        latest = posts
        return posts
      },
      () => latest ?? [],
    )
    .finally(() => {
      inFlight = undefined
    })
  return inFlight
}

/** Tests start from a cold page. */
export function forgetCustomPosts(): void {
  latest = undefined
  inFlight = undefined
}

/**
 * Every post a visitor sees, newest first. The first render is the built-in posts alone (the
 * prerendered HTML hydrates unchanged); custom posts are asked for after it, on every mount, so
 * a post an admin has just written shows on the next blog page. The answer renders as a
 * transition (React yields to the browser meanwhile: no long task while the page settles), and
 * "no custom posts" keeps the list as it is.
 */
export function usePosts(): { posts: BlogPost[]; isLoadingCustom: boolean } {
  const [custom, setCustom] = useState(() => ({ posts: latest ?? [], settled: false }))
  useEffect(() => {
    let live = true
    void loadCustomPosts().then((posts) => {
      if (!live) return
      startTransition(() =>
        setCustom((current) => ({
          posts: posts.length || current.posts.length ? posts : current.posts,
          settled: true,
        })),
      )
    })
    return () => {
      live = false
    }
  }, [])
  const posts = useMemo(() => mergePosts(builtInPosts, custom.posts), [custom.posts])
  return { posts, isLoadingCustom: !custom.settled }
}
