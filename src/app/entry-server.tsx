/**
 * Prerendering (scripts/prerender.mjs): renders one URL of the app to HTML with the same
 * routes as the browser, and reports the <head> the page declared through <Seo>.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { headTags, headTagsToHtml, SeoCollectorContext, type SeoProps } from '@/components/seo'
import { routes } from './routes'

export { prerenderData } from './prerender-data'

export async function render(url: string): Promise<{ html: string; head: string; status: number }> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(url, 'http://localhost')))
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  let seo: SeoProps = { path: url }
  const html = renderToString(
    <StrictMode>
      <SeoCollectorContext value={(props) => (seo = props)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SeoCollectorContext>
    </StrictMode>,
  )
  return { html, head: headTagsToHtml(headTags(seo)), status: context.statusCode }
}
