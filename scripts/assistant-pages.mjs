// The build's public pages as the assistant's index takes them (public.index_pages): each
// prerendered route's address, title and <main>. scripts/assistant-index.mjs sends them; plain
// functions of their inputs, so tests run them without a build.
import { pageTitle } from './archive-manifest.mjs'

/** The prerendered file of a public route: `/` -> index.html, `/about` -> about/index.html. */
export const routeFile = (route) => (route === '/' ? 'index.html' : `${route.replace(/^\/+|\/+$/g, '')}/index.html`)

/** The page's <main> element (the content visitors read, without header, footer or chat), or null. */
export function mainOf(html) {
  const match = /<main[\s>][\s\S]*<\/main>/i.exec(html)
  return match ? match[0] : null
}

/**
 * Titles without what every page's title says (the firm's name): "Our Investment Process | Firm"
 * -> "Our Investment Process". A title made only of shared parts is kept whole.
 */
export function ownTitles(titles) {
  const parts = titles.map((title) => title.split(' | ').map((part) => part.trim()))
  const shared = parts.length > 1 ? parts.reduce((common, each) => common.filter((part) => each.includes(part))) : []
  return parts.map((each, index) => {
    const own = each.filter((part) => !shared.includes(part))
    return own.length > 0 ? own.join(' | ') : titles[index]
  })
}

/**
 * [{ url, title, html }] for index_pages. routes: the public routes (prerendered.json's, the
 * sitemap's); readPage(file) answers a prerendered file's HTML. A route without <main> is skipped.
 */
export function assistantPages(routes, readPage) {
  const pages = routes.flatMap((route) => {
    const html = readPage(routeFile(route))
    const main = mainOf(html)
    return main ? [{ url: route, title: pageTitle(html) ?? route, html: main }] : []
  })
  const titles = ownTitles(pages.map((page) => page.title))
  return pages.map((page, index) => ({ ...page, title: titles[index] }))
}
