import { StrictMode, startTransition, useEffect } from 'react'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom'
import { nextTask } from '@/lib/next-task'
import { FALLBACK_PAGE, markHydrated, readServedPage } from './app/boot/served-page'
import { routes } from './app/routes'

/**
 * The app, loaded by src/boot.ts. Prerendered pages are hydrated: the lazy route modules of the
 * current URL are loaded first, so the first client render matches the served HTML. A static
 * host serves `404.html` for any path it has no file for (a custom blog post, say): that markup
 * is hydrated only where the app shows its 404 page too, and replaced by a fresh render
 * everywhere else.
 */
function servedPageFits(container: HTMLElement, matches: ReturnType<typeof matchRoutes>): boolean {
  const served = readServedPage(container)?.prerendered
  if (!served || !container.hasChildNodes()) return false
  if (served === window.location.pathname) return true
  return served === FALLBACK_PAGE && Boolean(matches?.some(({ route }) => route.path === '*'))
}

/** Renders nothing; its effect runs once the first render (or hydration) is committed. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit])
  return null
}

/**
 * Hydrates (or renders) the app into #root. Resolves once the page is live, and marks #root
 * with `data-hydrated` then (browser tests wait for it).
 */
export async function startApp(): Promise<void> {
  // Evaluating the app's modules, matching the URL and the route's modules, creating the router,
  // evaluating React DOM and hydrating each get a task of their own: together they would be one
  // long task, during which the page ignores the visitor.
  await nextTask()
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
  const container = document.getElementById('root')
  if (!container) throw new Error('Missing #root element')
  const hydrate = servedPageFits(container, matches)
  await nextTask()
  // Hydration data (empty: no route has a loader) tells the router the page is already there, so
  // <ScrollRestoration> leaves alone a page the visitor scrolled before the app loaded.
  const router = createBrowserRouter(routes, hydrate ? { hydrationData: { loaderData: {} } } : undefined)
  // React DOM (most of the app's code) is evaluated in a task of its own, apart from the router
  // and the site's shell (preloaded with them: APP_MODULES in app/prerender-plan.ts).
  await nextTask()
  const { createRoot, hydrateRoot } = await import('react-dom/client')
  await nextTask()
  return new Promise((resolve) => {
    const onCommit = () => {
      markHydrated(container)
      resolve()
    }
    const app = (
      <StrictMode>
        <RouterProvider router={router} />
        <Committed onCommit={onCommit} />
      </StrictMode>
    )
    // Hydrating in a transition lets React yield to the browser every few milliseconds instead
    // of blocking the main thread for the whole page (no long task, so no Total Blocking Time).
    if (hydrate) {
      startTransition(() => void hydrateRoot(container, app))
    } else {
      container.replaceChildren()
      createRoot(container).render(app)
    }
  })
}
