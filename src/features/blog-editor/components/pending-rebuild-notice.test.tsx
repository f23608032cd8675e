import { screen } from '@testing-library/react'
import { cannedSupabase } from '@/testing/canned-supabase'
import { json } from '@/testing/recording-fetch'
import { renderWithProviders } from '@/testing/render-with-providers'
import { PendingRebuildNotice } from './pending-rebuild-notice'

/** The project answers pending_site_rebuild() with the rows the test gives (none: nothing pending). */
let pendingRows: unknown[] = []
const project = cannedSupabase((request) =>
  request.path === '/rest/v1/rpc/pending_site_rebuild' ? json(200, pendingRows) : undefined,
)
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getClient: () => Promise.resolve(project.backend.client),
}))
const pendingCalls = () =>
  project.wire.requests.filter((request) => request.path === '/rest/v1/rpc/pending_site_rebuild')

describe('PendingRebuildNotice', () => {
  beforeEach(() => {
    project.wire.requests.length = 0
  })

  it('tells staff the public site still waits for a rebuild, since when, how many tries and the last answer', async () => {
    pendingRows = [
      {
        since: '2026-11-27T09:15:00Z',
        attempts: 3,
        last_attempt_at: '2026-11-27T09:18:00Z',
        last_error: 'The host answered 500',
      },
    ]
    renderWithProviders(<PendingRebuildNotice />)
    const notice = await screen.findByRole('status')
    expect(notice).toHaveTextContent('The public site has not been updated yet')
    expect(notice).toHaveTextContent('3 attempts so far')
    expect(notice).toHaveTextContent('Last answer: The host answered 500')
    expect(notice.querySelector('time')).toHaveAttribute('dateTime', '2026-11-27T09:15:00Z')
  })

  it('shows nothing when no rebuild is pending', async () => {
    pendingRows = []
    renderWithProviders(<PendingRebuildNotice />)
    await vi.waitFor(() => expect(pendingCalls()).not.toEqual([]))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
