/**
 * A part of a page left to the browser while prerendering. React's renderToString writes the
 * nearest Suspense boundary's fallback, marked `<!--$!-->`, followed by a <template> that (in a
 * development build of React) holds why: for an error, its message and stack with build-machine
 * paths. Staff pages have such parts on purpose (lazy screens); an article body never should.
 * - No page ships those details: every template is written empty.
 * - An article that failed fails the build for a built-in post (its text is in the repository:
 *   fix it); a post read from the backend is written without it, and the browser renders its
 *   article after hydration (PostBody never keeps a failed part as the served body).
 */
import type { PlannedPage } from './prerender-plan'

/** React's comment before a boundary left to the client, and the details that follow it. */
export const FAILED_PART = '<!--$!-->'
const FAILED_PART_DETAILS = /<!--\$!--><template\b[^>]*>(?:<\/template>)?/g
/** The article body (PostBody's element) holding such a part. */
const FAILED_ARTICLE = /<div data-post-body="[^"]*"[^>]*><!--\$!-->/

export function withoutFailedParts(page: PlannedPage, html: string): string {
  if (!html.includes(FAILED_PART)) return html
  if (FAILED_ARTICLE.test(html)) {
    if (!page.post)
      throw new Error(`${page.path}: the article failed to render while prerendering (see the error above)`)
    console.warn(`${page.path}: the post's article failed to render while prerendering; the browser will render it`)
  }
  return html.replace(FAILED_PART_DETAILS, `${FAILED_PART}<template></template>`)
}
