/**
 * A part of a page that threw while prerendering. React's renderToString then writes the nearest
 * Suspense boundary's fallback ("Loading the article…"), marked `<!--$!-->` and followed by a
 * <template> holding the error's message and stack (build-machine paths), and leaves that part to
 * the browser. The site never ships that: a page of the app or of a built-in post fails the build
 * (its text is in the repository: fix it); a post read from the backend is written without the
 * error's details, and the browser renders its article after hydration (PostBody never keeps a
 * failed part as the served body).
 */
import type { PlannedPage } from './prerender-plan'

/** React's comment before a boundary left to the client, and the error details that follow it. */
export const FAILED_PART = '<!--$!-->'
const FAILED_PART_DETAILS = /<!--\$!--><template\b[^>]*>(?:<\/template>)?/g

export function withoutFailedParts(page: PlannedPage, html: string): string {
  if (!html.includes(FAILED_PART)) return html
  if (!page.post) {
    throw new Error(`${page.path}: part of the page failed to render while prerendering (see the error above)`)
  }
  console.warn(`${page.path}: the post's article failed to render while prerendering; the browser will render it`)
  return html.replace(FAILED_PART_DETAILS, `${FAILED_PART}<template></template>`)
}
