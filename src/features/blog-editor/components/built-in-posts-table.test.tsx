/** The built-in posts in the Blog Posts tab: listed beside the custom ones, read-only. */
import { screen, within } from '@testing-library/react'
import { builtInPosts } from '@/content/posts'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderWithProviders } from '@/testing/render-with-providers'
import { BlogPostsTab } from './blog-posts-tab'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
localBackendPerTest({ signedInAs: testAccounts.localAdmin })

describe('Built-in posts', { timeout: 90_000 }, () => {
  it('lists every built-in post with its date and a link to read it, and offers no edit or delete', async () => {
    renderWithProviders(<BlogPostsTab />)
    // No custom post yet: the tab says so, and still lists what the blog shows.
    expect(await screen.findByText('No blog posts created yet')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Built-in blog posts, read-only' })
    expect(builtInPosts.length).toBeGreaterThan(0)
    for (const post of builtInPosts) {
      const row = within(table).getByRole('row', { name: new RegExp(post.title) })
      expect(row).toHaveTextContent(post.date)
      expect(row).toHaveTextContent('Built in')
      expect(within(row).getByRole('link', { name: `View ${post.title} (opens in a new tab)` })).toHaveAttribute(
        'href',
        `/blog/${post.slug}`,
      )
      expect(within(row).queryByRole('button')).not.toBeInTheDocument()
    }
    expect(within(table).getAllByRole('row')).toHaveLength(builtInPosts.length + 1)
  })
})
