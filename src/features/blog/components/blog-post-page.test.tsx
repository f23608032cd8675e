import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { builtInPosts } from '@/content/posts'
import type { BlogPost } from '@/lib/backend/ports'
import { BlogPostPage } from './blog-post-page'

const custom: BlogPost = {
  id: 'post-1717000000000',
  title: 'A Custom Post',
  excerpt: 'Written in the admin area.',
  date: 'June 3, 2030',
  author: 'Hudson Re',
  image: '/images/blog/understanding-reinsurance-investments.svg',
  slug: 'a-custom-post',
  content: 'One <b>bold</b> claim.\n\nTwo.',
  published: true,
}

const port = vi.hoisted(() => ({ list: vi.fn(), getBySlug: vi.fn() }))

// The blog reaches the posts port through loadBackend (a lazy import of the backend).
vi.mock('../api/load-backend', () => ({ loadBackend: () => Promise.resolve({ posts: port }) }))

function renderAt(path: string) {
  window.scrollTo = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: '/blog/:slug', element: <BlogPostPage /> },
      { path: '/blog', element: <h1>Blog list</h1> },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

describe('BlogPostPage', () => {
  beforeEach(() => {
    port.list.mockResolvedValue([])
    port.getBySlug.mockResolvedValue(null)
  })

  it('renders a built-in post at once, with paragraphs, reading time and three related articles', () => {
    const post = builtInPosts[1]!
    renderAt(`/blog/${post.slug}`)
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to All Articles' })).toHaveAttribute('href', '/blog')
    expect(screen.getByText(/\d+ min read/)).toBeInTheDocument()
    const related = screen.getByRole('region', { name: 'Related Articles' })
    expect(within(related).getAllByRole('link')).toHaveLength(3)
    expect(within(related).queryByText(post.title)).toBeNull()
    expect(port.getBySlug).not.toHaveBeenCalled()
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it('shows a spinner while a custom post loads, then renders its body as text', async () => {
    port.getBySlug.mockResolvedValue(custom)
    renderAt(`/blog/${custom.slug}`)
    expect(screen.getByRole('status')).toHaveTextContent('Loading article')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A Custom Post' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('One <b>bold</b> claim.')).toBeInTheDocument()
    expect(document.querySelector('article b')).toBeNull()
  })

  it('redirects an unknown slug to /blog', async () => {
    const router = renderAt('/blog/nothing-here')
    expect(await screen.findByRole('heading', { name: 'Blog list' }, { timeout: 5000 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/blog')
  })
})
