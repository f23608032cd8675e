import { screen } from '@testing-library/react'
import { freshLocalBackend, testAccounts, testDatabase } from '@/testing/local-database'
import { renderWithProviders } from '@/testing/render-with-providers'
import type { PendingRebuild } from '@/lib/backend/site-rebuild'
import { PendingRebuildNotice } from './pending-rebuild-notice'

const pendingRebuild = vi.fn<() => Promise<PendingRebuild | null>>()
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getBackend: () => Promise.resolve({ posts: { pendingRebuild } }),
}))

describe('PendingRebuildNotice', () => {
  it('tells staff the public site still waits for a rebuild, since when, how many tries and the last answer', async () => {
    pendingRebuild.mockResolvedValue({
      since: '2026-11-27T09:15:00Z',
      attempts: 3,
      lastAttemptAt: '2026-11-27T09:18:00Z',
      lastError: 'The host answered 500',
    })
    renderWithProviders(<PendingRebuildNotice />)
    const notice = await screen.findByRole('status')
    expect(notice).toHaveTextContent('The public site has not been updated yet')
    expect(notice).toHaveTextContent('3 attempts so far')
    expect(notice).toHaveTextContent('Last answer: The host answered 500')
    expect(notice.querySelector('time')).toHaveAttribute('dateTime', '2026-11-27T09:15:00Z')
  })

  it('shows nothing when no rebuild is pending', async () => {
    pendingRebuild.mockResolvedValue(null)
    renderWithProviders(<PendingRebuildNotice />)
    await vi.waitFor(() => expect(pendingRebuild).toHaveBeenCalled())
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('posts.pendingRebuild on the local backend', () => {
  it('answers null to an admin (no deploy hook there, so nothing is ever pending)', async () => {
    await testDatabase()
    const backend = await freshLocalBackend()
    await backend.auth.signInWithPassword(testAccounts.localAdmin)
    await expect(backend.posts.pendingRebuild()).resolves.toBeNull()
  }, 120_000)
})
