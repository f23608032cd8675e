/**
 * What the prerenderer (scripts/prerender.mjs) writes, derived from the route table: a page per
 * prerendered route and per post (the built-in ones and those the build read from the backend:
 * live-posts.ts), 404.html, the sitemap, robots.txt and the RSS feed.
 */
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { builtInPosts } from '@/content/posts'
import { mergePosts } from '@/features/blog/lib/posts'
import type { BlogPost } from '@/lib/backend/posts-schema'
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
  /** A post read from the backend, rendered into the page and served with it (served-post.ts). */
  post?: BlogPost
  /** The posts read from the backend that the blog list shows, served with it likewise. */
  posts?: BlogPost[]
}

/** Source files of the app that boot preloads on every page: the app and React DOM (src/main.tsx). */
export const APP_MODULES = ['src/main.tsx', 'node_modules/react-dom/client.js']

/** Staff screens and the pages of links sent to visitors: out of the sitemap. */
const unlisted = (entry: RouteEntry) => entry.prerender === 'staff' || entry.prerender === 'unlisted'
/** Staff screens: kept out by robots.txt too. */
const staffOnly = (entry: RouteEntry) => entry.prerender === 'staff'

const fileFor = (path: string) => (path === paths.home ? 'index.html' : `${path.slice(1)}/index.html`)

function pagesOf(entry: RouteEntry, posts: readonly BlogPost[], live: readonly BlogPost[]): PlannedPage[] {
  const planned = (path: string, overrides: Partial<PlannedPage> = {}): PlannedPage => ({
    path,
    file: fileFor(path),
    servedAs: path,
    hydrate: entry.hydrate,
    moduleFile: moduleFile(entry),
    inSitemap: !unlisted(entry),
    ...overrides,
  })
  switch (entry.prerender) {
    case 'posts':
      return posts.map((post) => planned(paths.blogPost(post.slug), live.includes(post) ? { post } : {}))
    case 'fallback':
      return [planned('/404', { file: '404.html', servedAs: FALLBACK_PAGE, inSitemap: false })]
    default:
      return [planned(entry.path, entry.path === paths.blog && live.length > 0 ? { posts: [...live] } : {})]
  }
}

/**
 * The plan for the built-in posts and `livePosts` (published posts read from the backend, as a
 * visitor reads them). A live post with a built-in post's slug replaces it, as on the blog.
 */
export function planPrerender(livePosts: readonly BlogPost[] = []) {
  const posts = mergePosts(builtInPosts, livePosts)
  return {
    siteUrl: site.url,
    siteName: site.name,
    description: site.seo.description,
    pages: routeTable.flatMap((entry) => pagesOf(entry, posts, livePosts)),
    /** Kept out of search engines' reach. */
    robotsDisallow: routeTable.filter(staffOnly).map((entry) => entry.path),
    /** The RSS feed's items, newest first. */
    posts: posts.map(({ slug, title, excerpt, date, author }) => ({
      path: paths.blogPost(slug),
      title,
      excerpt,
      date,
      author,
    })),
  }
}

export type PrerenderPlan = ReturnType<typeof planPrerender>
