import { startTransition, useEffect, useMemo, useState } from 'react'
import { builtInPosts } from '@/content/posts'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { readPublishedPosts } from '@/lib/backend/read-published-posts'
import { mergePosts } from '../lib/posts'
import { useServedPosts } from './served-post'

/** The last answer: the next blog page shows it at once while it asks again. */
let latest: BlogPost[] | undefined
let inFlight: Promise<CustomPosts> | undefined

/** What the last read gave: the posts known (the previous answer after a failure), and whether it failed. */
interface CustomPosts {
  posts: BlogPost[]
  failed: boolean
}

function readCustomPosts(): Promise<CustomPosts> {
  inFlight ??= readPublishedPosts()
    .then(
      (posts) => {
        latest = posts
        return { posts, failed: false }
      },
      () => ({ posts: latest ?? [], failed: true }),
    )
    .finally(() => {
      inFlight = undefined
    })
  return inFlight
}

/**
 * Published custom posts through the light read (no supabase-js, no zod, no query cache). One
 * request at a time; a failure keeps what was known (an outage leaves the built-in posts).
 */
export function loadCustomPosts(): Promise<BlogPost[]> {
  return readCustomPosts().then(({ posts }) => posts)
}

/** Tests start from a cold page. */
export function forgetCustomPosts(): void {
  latest = undefined
  inFlight = undefined
}

/**
 * Every post a visitor sees, newest first. The first render is the built-in posts with those the
 * page was served with (the prerendered HTML hydrates unchanged), or the last answer; custom
 * posts are asked for after it, on every mount, so a post an admin has just written shows on the
 * next blog page. The answer renders as a transition (React yields to the browser meanwhile: no
 * long task while the page settles); a failed read, or "no custom posts" over none, keeps the
 * list as it is. `customFailed`: the last read failed (what is shown may be out of date).
 */
export function usePosts(): { posts: BlogPost[]; isLoadingCustom: boolean; customFailed: boolean } {
  const served = useServedPosts()
  const [custom, setCustom] = useState(() => ({ posts: latest ?? served, settled: false, failed: false }))
  useEffect(() => {
    let live = true
    void readCustomPosts().then(({ posts, failed }) => {
      if (!live) return
      startTransition(() =>
        setCustom((current) => ({
          posts: failed || (posts.length === 0 && current.posts.length === 0) ? current.posts : posts,
          settled: true,
          failed,
        })),
      )
    })
    return () => {
      live = false
    }
  }, [])
  const posts = useMemo(() => mergePosts(builtInPosts, custom.posts), [custom.posts])
  return { posts, isLoadingCustom: !custom.settled, customFailed: custom.failed }
}
