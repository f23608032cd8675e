import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { builtInPosts } from '@/content/posts'
import type * as ReadPublishedPosts from '@/lib/backend/read-published-posts'
import { forgetCustomPosts, loadCustomPosts } from '../api/get-posts'
import { forgetServedPost, servedPostsScript, ServedPostsContext } from '../api/served-post'
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
vi.mock('@/lib/backend/read-published-posts', async (importOriginal) => ({
  ...(await importOriginal<typeof ReadPublishedPosts>()),
  ...read,
}))

const listPage = () => (
  <RouterProvider
    router={createMemoryRouter([{ path: '/blog', element: <BlogListPage aside={<p>Newsletter here</p>} /> }], {
      initialEntries: ['/blog'],
    })}
  />
)

function renderList() {
  render(listPage())
}

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

describe('BlogListPage', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    forgetCustomPosts()
    forgetServedPost()
    document.body.replaceChildren()
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

  describe('served with the posts the build read (a Supabase build)', () => {
    it('hydrates the served list unchanged, then follows the live read', async () => {
      const container = document.createElement('div')
      container.innerHTML = renderToString(<ServedPostsContext value={[custom]}>{listPage()}</ServedPostsContext>)
      document.body.append(container)
      document.body.insertAdjacentHTML('beforeend', servedPostsScript([custom]))
      const served = within(container).getByRole('heading', { name: custom.title })
      let answer: (posts: unknown[]) => void = () => {}
      read.readPublishedPosts.mockReturnValue(new Promise((resolve) => (answer = resolve)))
      const mismatch = vi.fn()
      await act(async () => {
        hydrateRoot(container, listPage(), { onRecoverableError: mismatch })
        await Promise.resolve()
      })
      expect(read.readPublishedPosts).toHaveBeenCalledTimes(1)
      expect(mismatch).not.toHaveBeenCalled()
      expect(within(container).getByRole('heading', { name: custom.title })).toBe(served)
      // The post is no longer published: the list drops it once the read answers.
      await act(async () => {
        answer([])
        await loadCustomPosts()
      })
      expect(within(container).queryByRole('heading', { name: custom.title })).toBeNull()
    })

    it('keeps the served posts when the live read fails', async () => {
      document.body.insertAdjacentHTML('beforeend', servedPostsScript([custom]))
      read.readPublishedPosts.mockRejectedValue(new Error('offline'))
      renderList()
      expect(cardTitles()[0]).toBe(custom.title)
      await act(() => loadCustomPosts())
      expect(cardTitles()).toHaveLength(builtInPosts.length + 1)
    })
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
