import { createContext, useContext } from 'react'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { publishedOnly, toPublishedPost } from '@/lib/backend/read-published-posts'

/**
 * Posts the build read from the backend and prerendered (scripts/prerender.mjs). A post's page
 * carries its post, and the blog list the posts it lists, as JSON next to `#root`, so the app's
 * first render in the browser is the served page (hydration needs the same markup) before the
 * live read of the posts answers. The prerenderer hands them to the page through these contexts.
 */
export const ServedPostContext = createContext<BlogPost | null>(null)
export const ServedPostsContext = createContext<readonly BlogPost[] | null>(null)

export const SERVED_POST_ELEMENT_ID = 'served-post'
export const SERVED_POSTS_ELEMENT_ID = 'served-posts'

/**
 * A data block the prerenderer writes after `#root`: JSON, which CSP does not execute, with every
 * `<` escaped so the text can never close the element.
 */
function dataScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${id}">${json}</script>`
}

export const servedPostScript = (post: BlogPost) => dataScript(SERVED_POST_ELEMENT_ID, post)
export const servedPostsScript = (posts: readonly BlogPost[]) => dataScript(SERVED_POSTS_ELEMENT_ID, posts)

function readData(id: string): unknown {
  if (typeof document === 'undefined') return null
  try {
    return JSON.parse(document.getElementById(id)?.textContent ?? 'null')
  } catch {
    return null
  }
}

let fromPage: { post: BlogPost | null; posts: BlogPost[] } | undefined

/** What the served page carries, checked like any other read (an invalid entry is left out). */
function readFromPage() {
  if (fromPage) return fromPage
  const list = readData(SERVED_POSTS_ELEMENT_ID)
  fromPage = {
    post: toPublishedPost(readData(SERVED_POST_ELEMENT_ID)),
    posts: Array.isArray(list) ? publishedOnly(list) : [],
  }
  return fromPage
}

/** Tests load a page of their own. */
export function forgetServedPost(): void {
  fromPage = undefined
}

/** The prerendered post with this slug, if this page was served with one. */
export function useServedPost(slug: string): BlogPost | undefined {
  const post = useContext(ServedPostContext) ?? readFromPage().post
  return post?.slug === slug ? post : undefined
}

/** The published posts the served blog list shows beside the built-in ones (none elsewhere). */
export function useServedPosts(): readonly BlogPost[] {
  return useContext(ServedPostsContext) ?? readFromPage().posts
}
