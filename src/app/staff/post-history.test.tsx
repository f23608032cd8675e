/** A post's history in the editor, on the local backend: versions, what changed, restore, a refused restore. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { storedPostAt } from '@/testing/stored-post'
import { renderWithProviders } from '@/testing/render-with-providers'
import { getPostHistory } from '@/features/post-history/api/get-post-history'
import { savePost } from '@/features/blog-editor/api/save-post'
import { BlogPostsTab } from '@/features/blog-editor/components/blog-posts-tab'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))
const local = localBackendPerTest({ signedInAs: testAccounts.localAdmin })

const post = (over: Partial<BlogPost> = {}): BlogPost => ({
  id: 'post-1',
  title: 'Reinsurance in 2026',
  excerpt: 'What changed this year.',
  date: 'November 22, 2026',
  author: 'Hudson Re',
  image: '/images/blog/a.jpg',
  slug: 'reinsurance-in-2026',
  content: 'First text.',
  published: true,
  ...over,
})
const save = (over?: Partial<BlogPost>) => savePost(local.backend.client, post(over))

async function openHistory(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: `History of ${title}` }))
  const dialog = await screen.findByRole('dialog', { name: `History of “${title}”` })
  await within(dialog).findByRole('table')
  return dialog
}

/** Each version's row: version and action, what changed. */
const versions = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell')
      return `${cells[0]?.textContent ?? ''} | ${cells[3]?.textContent ?? ''}`
    })

describe('post history', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear()
  })

  it('shows who saved each version and what changed, and restores one as a new version', async () => {
    await save()
    await save({ title: 'Reinsurance, revised', content: 'Second text.' })
    renderWithProviders(<BlogPostsTab />)
    const dialog = await openHistory('Reinsurance, revised')
    expect(versions(dialog)).toEqual(['2: Edited | Content, Title', '1: Created | First saved version'])
    expect(within(dialog).getAllByRole('row')[1]).toHaveTextContent(testAccounts.localAdmin.email)
    expect(within(dialog).queryByRole('button', { name: 'Restore version 2' })).not.toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore version 1' }))
    await waitFor(() =>
      expect(versions(dialog)).toEqual([
        '3: Restored | Version 1 brought back. Content, Title',
        '2: Edited | Content, Title',
        '1: Created | First saved version',
      ]),
    )
    expect(toast.success).toHaveBeenCalledWith('Version 1 restored', { description: 'Reinsurance in 2026' })
    await expect(storedPostAt(local.backend.client, 'reinsurance-in-2026')).resolves.toMatchObject({
      title: 'Reinsurance in 2026',
      content: 'First text.',
    })
  })

  it("shows the database's refusal when the version's slug now belongs to another post, and changes nothing", async () => {
    await save()
    await save({ slug: 'moved' })
    await save({ id: 'post-2', title: 'The Newcomer', slug: 'reinsurance-in-2026' })
    renderWithProviders(<BlogPostsTab />)
    const dialog = await openHistory('Reinsurance in 2026')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore version 1' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The address /blog/reinsurance-in-2026 now belongs to another post, "The Newcomer". Change that post\'s slug first, or edit this one instead.',
    )
    expect(versions(dialog)).toEqual(['2: Edited | Slug', '1: Created | First saved version'])
    await expect(getPostHistory(local.backend.client, 'post-1')).resolves.toHaveLength(2)
    await expect(storedPostAt(local.backend.client, 'moved')).resolves.toMatchObject({ id: 'post-1' })
  })
})
