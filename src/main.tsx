import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom'
import { routes } from './app/routes'
import './index.css'

/**
 * Prerendered pages are hydrated: the lazy route modules of the current URL are loaded first,
 * so the first client render matches the served HTML. A static host serves `404.html` for any
 * path it has no file for (a custom blog post, say): that markup is hydrated only where the app
 * shows its 404 page too, and replaced by a fresh render everywhere else.
 */
function servedPageFits(container: HTMLElement, matches: ReturnType<typeof matchRoutes>): boolean {
  const served = container.dataset.prerendered
  if (!served || !container.hasChildNodes()) return false
  if (served === window.location.pathname) return true
  return served === '*' && Boolean(matches?.some(({ route }) => route.path === '*'))
}

async function start() {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
  const router = createBrowserRouter(routes)
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  const container = document.getElementById('root')
  if (!container) throw new Error('Missing #root element')
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // blocking the main thread for the whole page (no long task, so no Total Blocking Time).
  if (servedPageFits(container, matches)) {
    startTransition(() => void hydrateRoot(container, app))
  } else {
    container.replaceChildren()
    createRoot(container).render(app)
  }
}

void start()
