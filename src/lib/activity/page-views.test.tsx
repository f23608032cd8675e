import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { ACTIVITY_KEY } from './tracker'
import { usePageViewTracking } from './page-views'

import type * as BackendModule from '@/lib/backend'

vi.mock('@/lib/backend', async (original) => ({
  ...(await original<typeof BackendModule>()),
  getBackend: () => Promise.resolve({ events: { record: () => Promise.resolve() } }),
}))

function Tracked() {
  usePageViewTracking()
  return null
}

const details = () =>
  (JSON.parse(sessionStorage.getItem(ACTIVITY_KEY) ?? '[]') as { details: string; page: string }[]).map(
    (r) => `${r.page} | ${r.details}`,
  )

it('records a view per route change, time spent on leaving, and nothing on /admin paths', async () => {
  const router = createMemoryRouter([{ path: '*', element: <Tracked /> }], { initialEntries: ['/about'] })
  render(<RouterProvider router={router} />)
  await vi.waitFor(() => expect(details()).toEqual(['/about | Viewed /about']))

  await act(() => router.navigate('/contact'))
  await vi.waitFor(() => expect(details()).toHaveLength(3))
  expect(details()[1]).toMatch(/^\/about \| Left \/about\. Time spent: \d+s$/)
  expect(details()[2]).toBe('/contact | Viewed /contact')

  await act(() => router.navigate('/admin-dashboard'))
  await vi.waitFor(() => expect(details()).toHaveLength(4))
  expect(details()[3]).toMatch(/^\/contact \| Left \/contact\. Time spent: \d+s$/)

  await act(() => router.navigate('/admin'))
  await act(() => router.navigate('/blog'))
  await vi.waitFor(() => expect(details()).toHaveLength(5))
  expect(details()[4]).toBe('/blog | Viewed /blog')

  act(() => {
    window.dispatchEvent(new Event('pagehide'))
  })
  await vi.waitFor(() => expect(details()).toHaveLength(6))
  expect(details()[5]).toMatch(/Time spent: \d+s$/)
})
