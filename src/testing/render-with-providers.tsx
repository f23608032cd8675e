import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type * as React from 'react'
import { WithPostHistory } from '@/app/staff/post-history-link'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'

/**
 * Renders a screen inside a router and a fresh QueryClient (no retries, no shared cache), with what
 * the app hands between features (a post's history for the posts list).
 */
export function renderWithProviders(ui: React.ReactNode, path = '/admin-dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <QueryClientProvider client={client}>
            <WithPostHistory>{ui}</WithPostHistory>
          </QueryClientProvider>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  )
  return { router, ...render(<RouterProvider router={router} />) }
}

/** Renders `routes` in a router opened at `path`, under a QueryClient (a fresh default one unless given). */
export function renderRoutes(routes: RouteObject[], path: string, client = new QueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}
