import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { builtInPosts } from '@/content/posts'
import { BlogListPage } from './blog-list-page'

vi.mock('../api/load-backend', () => {
  const custom = {
    id: 'post-1717000000000',
    title: 'A Custom Post About Catastrophe Bonds',
    excerpt: 'Written by the team in the admin area.',
    date: 'June 3, 2030',
    author: 'Hudson Re',
    image: '/images/blog/understanding-reinsurance-investments.svg',
    slug: 'custom-catastrophe-bonds',
    content: 'Body',
    published: true,
  }
  return { loadBackend: () => Promise.resolve({ posts: { list: () => Promise.resolve([custom]) } }) }
})

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '/blog', element: <BlogListPage aside={<p>Newsletter here</p>} /> }], {
    initialEntries: ['/blog'],
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

describe('BlogListPage', () => {
  it('shows the built-in posts first, then merges custom posts newest first', async () => {
    renderList()
    expect(cardTitles()).toHaveLength(builtInPosts.length)
    expect(
      await screen.findByRole('heading', { name: 'A Custom Post About Catastrophe Bonds' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(cardTitles()[0]).toBe('A Custom Post About Catastrophe Bonds')
    expect(screen.getByText('Newsletter here')).toBeInTheDocument()
  })

  it('filters by title or excerpt and shows the empty state', async () => {
    const user = userEvent.setup()
    renderList()
    const search = screen.getByLabelText('Search articles')
    expect(search).toHaveAttribute('placeholder', 'Search articles...')
    await user.type(search, 'DIVERSIFIED')
    expect(cardTitles()).toEqual(['Why Reinsurance Belongs in a Diversified Portfolio'])
    const readMore = screen.getByRole('link', { name: /^Read More\s*about Why Reinsurance Belongs/ })
    expect(readMore).toHaveAttribute('href', '/blog/reinsurance-and-portfolio-diversification')

    await user.clear(search)
    await user.type(search, 'no such topic')
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument()
    expect(screen.getByText('Try adjusting your search term')).toBeInTheDocument()
  })
})
