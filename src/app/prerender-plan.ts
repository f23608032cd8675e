/**
 * What the prerenderer (scripts/prerender.mjs) writes, derived from the route table: a page per
 * prerendered route and built-in post, 404.html, the sitemap, robots.txt and the RSS feed.
 */
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { builtInPosts } from '@/content/posts'
import { FALLBACK_PAGE } from './boot/served-page'
import { moduleFile, routeTable, type Hydrate, type RouteEntry } from './route-table'

export interface PlannedPage {
  /** The URL rendered. */
  path: string
  /** Where the page goes, relative to the build directory. */
  file: string
  /** What the page says it was rendered for (`*` for 404.html). */
  servedAs: string
  hydrate: Hydrate
  /** The route module's source file (its chunks are preloaded with the page). */
  moduleFile: string
  inSitemap: boolean
}

/** Source files of the app that boot preloads on every page: the app and React DOM (src/main.tsx). */
export const APP_MODULES = ['src/main.tsx', 'node_modules/react-dom/client.js']

const fileFor = (path: string) => (path === paths.home ? 'index.html' : `${path.slice(1)}/index.html`)

function pagesOf(entry: RouteEntry): PlannedPage[] {
  const planned = (path: string, overrides: Partial<PlannedPage> = {}): PlannedPage => ({
    path,
    file: fileFor(path),
    servedAs: path,
    hydrate: entry.hydrate,
    moduleFile: moduleFile(entry),
    inSitemap: entry.prerender !== 'staff',
    ...overrides,
  })
  switch (entry.prerender) {
    case 'posts':
      return builtInPosts.map((post) => planned(paths.blogPost(post.slug)))
    case 'fallback':
      return [planned('/404', { file: '404.html', servedAs: FALLBACK_PAGE, inSitemap: false })]
    default:
      return [planned(entry.path)]
  }
}

export const prerenderPlan = {
  siteUrl: site.url,
  siteName: site.name,
  description: site.seo.description,
  pages: routeTable.flatMap(pagesOf),
  /** Kept out of search engines' reach. */
  robotsDisallow: routeTable.filter((entry) => entry.prerender === 'staff').map((entry) => entry.path),
  posts: builtInPosts.map(({ slug, title, excerpt, date, author }) => ({
    path: paths.blogPost(slug),
    title,
    excerpt,
    date,
    author,
  })),
}
