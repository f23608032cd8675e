import { createContext, useContext } from 'react'
import type { BlogPost } from '@/lib/backend/ports'
import { toPublishedPost } from '@/lib/backend/read-published-posts'

/**
 * A post the build read from the backend and prerendered (scripts/prerender.mjs). Its page
 * carries the post as JSON next to `#root`, so the app's first render in the browser is the
 * served article (hydration needs the same markup) before the live read of the posts answers.
 * The prerenderer hands it to the page through this context instead.
 */
export const ServedPostContext = createContext<BlogPost | null>(null)

export const SERVED_POST_ELEMENT_ID = 'served-post'

/**
 * The data block the prerenderer writes after `#root`: JSON, which CSP does not execute, with
 * every `<` escaped so the text can never close the element.
 */
export function servedPostScript(post: BlogPost): string {
  const json = JSON.stringify(post).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${SERVED_POST_ELEMENT_ID}">${json}</script>`
}

let fromPage: BlogPost | null | undefined

/** The post the served page carries, checked like any other read (null without a valid one). */
function readFromPage(): BlogPost | null {
  if (fromPage !== undefined) return fromPage
  if (typeof document === 'undefined') return null
  try {
    fromPage = toPublishedPost(JSON.parse(document.getElementById(SERVED_POST_ELEMENT_ID)?.textContent ?? 'null'))
  } catch {
    fromPage = null
  }
  return fromPage
}

/** Tests load a page of their own. */
export function forgetServedPost(): void {
  fromPage = undefined
}

/** The prerendered post with this slug, if this page was served with one. */
export function useServedPost(slug: string): BlogPost | undefined {
  const post = useContext(ServedPostContext) ?? readFromPage()
  return post?.slug === slug ? post : undefined
}
