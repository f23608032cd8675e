/**
 * Every route of the site, declared once: its path, the file under `routes/` that renders it, the
 * layout it sits in, when its page loads the app, and what the prerenderer makes of it. The
 * browser router and the prerenderer build on it (routes.tsx), and so do the prerendered pages,
 * the sitemap and robots.txt (prerender-plan.ts). Plain data: no React, no imports of pages.
 */
import { paths } from '@/config/paths'

/**
 * When a prerendered page loads the app (src/boot.ts): `intent`, on the visitor's first
 * interaction, for a page that is complete as served (no form field, nothing fetched: the
 * prerenderer refuses one with a form field, since text typed before hydration would not reach
 * React's state); `load`, right after the first paint.
 */
export type Hydrate = 'intent' | 'load'

/**
 * What the prerenderer writes for a route: `public`, a page listed in the sitemap; `posts`, one such
 * page per built-in post; `staff`, a page (so static hosts answer 200) that robots.txt keeps out;
 * `unlisted`, a visitor's page reached by a link sent to them (a token in its query): out of the
 * sitemap but open to crawlers, since without a token it holds nothing personal (its canonical
 * address has no query, and the page asks not to be indexed once it reads a token);
 * `fallback`, 404.html, served for every unknown path.
 */
type Prerender = 'public' | 'posts' | 'staff' | 'unlisted' | 'fallback'

export interface RouteEntry {
  path: string
  /** `src/app/routes/<module>.tsx`, a lazy route module exporting `Component`. */
  module: string
  /** `site`: inside the public site's header and footer; `root`: a screen of its own. */
  layout: 'site' | 'root'
  hydrate: Hydrate
  prerender: Prerender
}

const page = (path: string, module: string, hydrate: Hydrate, prerender: Prerender = 'public'): RouteEntry => ({
  path,
  module,
  layout: 'site',
  hydrate,
  prerender,
})
const staffScreen = (path: string, module: string): RouteEntry => ({
  path,
  module,
  layout: 'root',
  hydrate: 'load',
  prerender: 'staff',
})

export const routeTable: readonly RouteEntry[] = [
  page(paths.home, 'home', 'intent'),
  page(paths.about, 'about', 'intent'),
  page(paths.investment, 'investment', 'intent'),
  page(paths.process, 'process', 'intent'),
  page(paths.calculator, 'calculator', 'load'),
  page(paths.contact, 'contact', 'load'),
  page(paths.consultation, 'consultation', 'load'),
  page(paths.blog, 'blog', 'load'),
  page(paths.terms, 'terms', 'intent'),
  page(paths.privacy, 'privacy', 'intent'),
  page(paths.disclaimer, 'disclaimer', 'intent'),
  page(paths.blogPost(':slug'), 'blog-post', 'load', 'posts'),
  page(paths.newsletterConfirm, 'newsletter-confirm', 'load', 'unlisted'),
  page(paths.newsletterUnsubscribe, 'newsletter-unsubscribe', 'load', 'unlisted'),
  page(paths.manageBooking, 'manage-booking', 'load', 'unlisted'),
  page('*', 'not-found', 'load', 'fallback'),
  staffScreen(paths.admin, 'admin'),
  staffScreen(paths.auth, 'auth'),
  staffScreen(paths.acceptInvite, 'accept-invite'),
  staffScreen(paths.adminDashboard, 'admin-dashboard'),
]

/** The route module's source file, as the Vite manifest names it. */
export const moduleFile = (entry: Pick<RouteEntry, 'module'>): string => `src/app/routes/${entry.module}.tsx`
