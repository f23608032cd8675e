import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { RootLayout } from './root-layout'
import { RouteError } from './route-error'
import { routeTable, type RouteEntry } from './route-table'
import { SiteLayout } from './site-layout'

/** What a file under `routes/` exports. */
interface RouteModule {
  Component: ComponentType
}

// Every page is its own lazy chunk: the admin area, calculator, forms and chat never load on pages
// that do not use them.
const modules = import.meta.glob<RouteModule>('./routes/*.tsx')

function toRoute(entry: RouteEntry): RouteObject {
  const load = modules[`./routes/${entry.module}.tsx`]
  if (!load) throw new Error(`No route module src/app/routes/${entry.module}.tsx for ${entry.path}`)
  const lazy = () => load()
  return entry.path === '/' ? { index: true, lazy } : { path: entry.path, lazy }
}

const inLayout = (layout: RouteEntry['layout']) => routeTable.filter((entry) => entry.layout === layout).map(toRoute)

/**
 * The route tree, from the route table. Shared by the browser router (main.tsx) and the
 * prerenderer (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { id: 'site', element: <SiteLayout />, errorElement: <RouteError />, children: inLayout('site') },
      ...inLayout('root'),
    ],
  },
]
