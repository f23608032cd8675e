import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type * as React from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'

/** Renders a screen inside a router and a fresh QueryClient (no retries, no shared cache). */
export function renderWithProviders(ui: React.ReactNode, path = '/admin-dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path, element: <QueryClientProvider client={client}>{ui}</QueryClientProvider> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  )
  return { router, ...render(<RouterProvider router={router} />) }
}
