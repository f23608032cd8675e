/**
 * Prerendering (scripts/prerender.mjs): renders one URL of the app to HTML with the same
 * routes as the browser, and reports the <head> the page declared through <Seo>.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { MarkdownRendererContext } from '@/components/markdown/markdown-renderer'
import { PostMarkdown } from '@/components/markdown/post-markdown'
import { headTags, headTagsToHtml, SeoCollectorContext, type SeoProps } from '@/components/seo'
import {
  servedPostScript,
  ServedPostContext,
  servedPostsScript,
  ServedPostsContext,
} from '@/features/blog/api/served-post'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { servedPageAttributes } from './boot/served-page'
import type { PlannedPage } from './prerender-plan'
import { routes } from './routes'

import { withoutFailedParts } from './prerender-failures'

export { planPrerender, APP_MODULES } from './prerender-plan'
export { liveProject, readLivePosts } from './live-posts'
export { disclosureJson, disclosureVersion } from '@/content/disclosure-version'

// renderToString renders no lazy component: the article's body is rendered with the renderer itself.
const renderMarkdown = (source: string) => <PostMarkdown source={source} />

/**
 * Renders `url`; `post`, a post read from the backend, is the article its page shows, and
 * `posts`, the posts read from the backend, are those its blog list shows.
 */
export async function render(
  url: string,
  post: BlogPost | null = null,
  posts: readonly BlogPost[] | null = null,
): Promise<{ html: string; head: string; status: number }> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(url, 'http://localhost')))
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  let seo: SeoProps = { path: url }
  const html = renderToString(
    <StrictMode>
      <SeoCollectorContext value={(props) => (seo = props)}>
        <ServedPostContext value={post}>
          <ServedPostsContext value={posts}>
            <MarkdownRendererContext value={renderMarkdown}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </MarkdownRendererContext>
          </ServedPostsContext>
        </ServedPostContext>
      </SeoCollectorContext>
    </StrictMode>,
  )
  return { html, head: headTagsToHtml(headTags(seo)), status: context.statusCode }
}

/**
 * A planned page's <head> tags and its `#root` element, telling boot how to load the app (and,
 * for posts read from the backend, the posts the page shows after it, for the first render in
 * the browser). A page that loads the app on intent must hold no form field: text typed there
 * before hydration would not reach React's state.
 */
export async function renderPage(page: PlannedPage, modules: string[]): Promise<{ head: string; root: string }> {
  const rendered = await render(page.path, page.post ?? null, page.posts ?? null)
  const { head } = rendered
  const html = withoutFailedParts(page, rendered.html)
  if (page.hydrate === 'intent' && /<(form|input|select|textarea)\b/.test(html)) {
    throw new Error(`${page.path} hydrates on intent but holds a form field: make it hydrate on load (route-table.ts)`)
  }
  const attributes = servedPageAttributes({ prerendered: page.servedAs, hydrate: page.hydrate, modules })
  const served = (page.post ? servedPostScript(page.post) : '') + (page.posts ? servedPostsScript(page.posts) : '')
  return { head, root: `<div id="root" ${attributes}>${html}</div>${served}` }
}
