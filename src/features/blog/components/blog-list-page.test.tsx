import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { builtInPosts } from '@/content/posts'
import { forgetCustomPosts, loadCustomPosts } from '../api/get-posts'
import { sortNewestFirst } from '../lib/posts'
import { BlogListPage } from './blog-list-page'

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
const read = vi.hoisted(() => ({ readPublishedPosts: vi.fn() }))
vi.mock('@/lib/backend/read-published-posts', () => read)

function renderList() {
  const router = createMemoryRouter([{ path: '/blog', element: <BlogListPage aside={<p>Newsletter here</p>} /> }], {
    initialEntries: ['/blog'],
  })
  render(<RouterProvider router={router} />)
}

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

describe('BlogListPage', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    forgetCustomPosts()
    read.readPublishedPosts.mockResolvedValue([custom])
  })

  it('shows the built-in posts first, then merges custom posts newest first', async () => {
    renderList()
    expect(cardTitles()).toHaveLength(builtInPosts.length)
    expect(await screen.findByRole('heading', { name: custom.title })).toBeInTheDocument()
    expect(cardTitles()[0]).toBe(custom.title)
    expect(cardTitles()).toHaveLength(builtInPosts.length + 1)
    expect(screen.getByText('Newsletter here')).toBeInTheDocument()
  })

  it('finds custom posts by search too', async () => {
    const user = userEvent.setup()
    renderList()
    await screen.findByRole('heading', { name: custom.title })
    await user.type(screen.getByLabelText('Search articles'), 'CATASTROPHE')
    expect(cardTitles()).toEqual([custom.title])
  })

  it('keeps the built-in posts when the backend is unreachable', async () => {
    read.readPublishedPosts.mockRejectedValue(new Error('offline'))
    renderList()
    await act(() => loadCustomPosts()) // the page's own request, already under way, settles
    expect(read.readPublishedPosts).toHaveBeenCalledTimes(1)
    expect(cardTitles()).toEqual(sortNewestFirst(builtInPosts).map((post) => post.title))
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
