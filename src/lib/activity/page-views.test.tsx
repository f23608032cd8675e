import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import type { SiteEventInput } from '@/lib/backend/events-schema'
import { ACTIVITY_KEY, PENDING_ACTIVITY_KEY } from './keys'
import { usePageViewTracking } from './page-views'

const sent: SiteEventInput[] = []
vi.mock('@/lib/backend/send-event', () => ({
  sendEvent: (event: SiteEventInput) => {
    sent.push(event)
    return Promise.resolve()
  },
}))

function Tracked() {
  usePageViewTracking()
  return null
}

const read = (key: string) =>
  (JSON.parse(sessionStorage.getItem(key) ?? '[]') as { details: string; page: string }[]).map(
    (r) => `${r.page} | ${r.details}`,
  )

it('records a view per route change and time spent on leaving at once, sends them later, skips /admin', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const router = createMemoryRouter([{ path: '*', element: <Tracked /> }], { initialEntries: ['/about'] })
  render(<RouterProvider router={router} />)
  expect(read(ACTIVITY_KEY)).toEqual(['/about | Viewed /about'])

  await act(() => router.navigate('/contact'))
  expect(read(ACTIVITY_KEY)).toHaveLength(3)
  expect(read(ACTIVITY_KEY)[1]).toMatch(/^\/about \| Left \/about\. Time spent: \d+s$/)
  expect(read(ACTIVITY_KEY)[2]).toBe('/contact | Viewed /contact')

  await act(() => router.navigate('/admin-dashboard'))
  expect(read(ACTIVITY_KEY)).toHaveLength(4)
  expect(read(ACTIVITY_KEY)[3]).toMatch(/^\/contact \| Left \/contact\. Time spent: \d+s$/)
  await act(() => router.navigate('/admin'))
  await act(() => router.navigate('/blog'))
  expect(read(ACTIVITY_KEY)).toHaveLength(5)
  expect(read(ACTIVITY_KEY)[4]).toBe('/blog | Viewed /blog')

  // Nothing sent yet (the sender is not loaded during the first load) ...
  expect(sent).toEqual([])
  expect(read(PENDING_ACTIVITY_KEY)).toHaveLength(5)
  // ... until a few seconds after the page went idle or the visitor interacted.
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown'))
  })
  await vi.advanceTimersByTimeAsync(4_000)
  expect(sent).toEqual([])
  await vi.advanceTimersByTimeAsync(1_000)
  await vi.waitFor(() => expect(sent).toHaveLength(5))
  vi.useRealTimers()
  expect(sent.map((e) => e.page)).toEqual(['/about', '/about', '/contact', '/contact', '/blog'])
  expect(read(PENDING_ACTIVITY_KEY)).toEqual([])

  // Once loaded, leaving the page is sent straight away.
  act(() => {
    window.dispatchEvent(new Event('pagehide'))
  })
  await vi.waitFor(() => expect(sent).toHaveLength(6))
  expect(sent[5]?.details).toMatch(/^Left \/blog\. Time spent: \d+s$/)
  expect(read(ACTIVITY_KEY)).toHaveLength(6)
})

it('tags every record with the visit id and says on the first view where the visit came from', async () => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/investment?utm_source=fall-mailing')
  const router = createMemoryRouter([{ path: '*', element: <Tracked /> }], { initialEntries: ['/investment'] })
  render(<RouterProvider router={router} />)
  await act(() => router.navigate('/contact'))
  const records = JSON.parse(sessionStorage.getItem(ACTIVITY_KEY) ?? '[]') as { metadata: Record<string, unknown> }[]
  expect(records).toHaveLength(3)
  const visitId = records[0]?.metadata.visitId
  expect(visitId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/))
  expect(records.map((r) => r.metadata.visitId)).toEqual([visitId, visitId, visitId])
  expect(records[0]?.metadata.attribution).toEqual({ source: 'fall-mailing', landing_page: '/investment' })
  expect(records.slice(1).map((r) => r.metadata.attribution)).toEqual([undefined, undefined])
})
