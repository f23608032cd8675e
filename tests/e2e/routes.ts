/**
 * The paths the browser specs visit, derived from the route table (src/app/route-table.ts), so a
 * route added there is checked here without a second list to keep.
 */
import { paths } from '../../src/config/paths'
import { routeTable, type RouteEntry } from '../../src/app/route-table'

/** A built-in post: the page every post route renders. */
export const POST = paths.blogPost('how-quarterly-distributions-work')

/** Every page of the public site's own routes (the sitemap's, posts aside). */
export const publicPaths = routeTable.filter((entry) => entry.prerender === 'public').map((entry) => entry.path)

/** The public pages that hydrate on intent: complete as served, no form field, nothing fetched. */
export const contentPaths = routeTable
  .filter((entry) => entry.prerender === 'public' && entry.hydrate === 'intent')
  .map((entry) => entry.path)

/** Where a visitor who is not signed in lands for each route of the table. */
const visited = (entry: RouteEntry): string[] => {
  switch (entry.prerender) {
    case 'public':
    case 'unlisted':
      return [entry.path]
    case 'posts':
      return [POST]
    case 'fallback':
      return ['/no-such-page']
    case 'staff':
      // `/admin` goes to the sign-in page and the dashboard sends a visitor there too.
      return entry.path === paths.auth ? [entry.path] : []
  }
}

/** Every page a visitor can see, one of each kind: each shows a level-1 heading. */
export const visitorPaths = routeTable.flatMap(visited)
