import { act, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { builtInPosts } from '@/content/posts'
import type { BlogPost } from '@/lib/backend/posts-schema'
import type * as ReadPublishedPosts from '@/lib/backend/read-published-posts'
import { postToRow } from '@/lib/backend/rows'
import { cannedSupabase } from '@/testing/canned-supabase'
import { json } from '@/testing/recording-fetch'
import { forgetCustomPosts, loadCustomPosts } from '../api/get-posts'
import { forgetServedPost, servedPostScript } from '../api/served-post'
import { BlogPostPage } from './blog-post-page'

const custom: BlogPost = {
  id: 'post-1717000000000',
  title: 'A Custom Post',
  excerpt: 'Written in the admin area.',
  date: 'June 3, 2030',
  author: 'Hudson Re',
  image: '/images/blog/understanding-reinsurance-investments.svg',
  slug: 'a-custom-post',
  content: 'One **bold** claim, <b>raw</b> HTML.\n\n## A section\n\nTwo.',
  published: true,
}

const read = vi.hoisted(() => ({ readPublishedPosts: vi.fn(), hasStoredSession: vi.fn() }))
/** The rows the project answers a read of blog_posts by slug with (none: no such post). */
let bySlug: unknown[] = []
const project = cannedSupabase((request) => (request.path === '/rest/v1/blog_posts' ? json(200, bySlug) : undefined))
/** The project's reads of a post by slug: the slugs asked for. */
const slugsAsked = () =>
  project.wire.requests.filter((request) => request.path === '/rest/v1/blog_posts').map((r) => r.query.slug)

// Published custom posts come through the light read; only a slug it does not know reaches the project.
vi.mock('@/lib/backend/read-published-posts', async (importOriginal) => ({
  ...(await importOriginal<typeof ReadPublishedPosts>()),
  ...read,
}))
vi.mock('@/lib/backend', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getClient: () => Promise.resolve(project.backend.client),
}))

const routerAt = (path: string) =>
  createMemoryRouter(
    [
      { path: '/blog/:slug', element: <BlogPostPage /> },
      { path: '/blog', element: <h1>Blog list</h1> },
    ],
    { initialEntries: [path] },
  )

function renderAt(path: string) {
  window.scrollTo = vi.fn()
  const router = routerAt(path)
  render(<RouterProvider router={router} />)
  return router
}

describe('BlogPostPage', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    forgetCustomPosts()
    forgetServedPost()
    document.getElementById('served-post')?.remove()
    read.readPublishedPosts.mockResolvedValue([])
    read.hasStoredSession.mockReturnValue(false)
    bySlug = []
    project.wire.requests.length = 0
  })

  it('renders a built-in post at once, with paragraphs, reading time and three related articles', async () => {
    const post = builtInPosts[1]!
    renderAt(`/blog/${post.slug}`)
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to All Articles' })).toHaveAttribute('href', '/blog')
    expect(screen.getByText(/\d+ min read/)).toBeInTheDocument()
    const related = screen.getByRole('region', { name: 'Related Articles' })
    expect(within(related).getAllByRole('link')).toHaveLength(3)
    expect(within(related).queryByText(post.title)).toBeNull()
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0)
    await act(() => loadCustomPosts()) // the page's own request settles
    expect(read.readPublishedPosts).toHaveBeenCalledTimes(1)
    expect(slugsAsked()).toEqual([])
  })

  it('shows a spinner while a custom post loads, then renders its Markdown body, without the adapter', async () => {
    read.readPublishedPosts.mockResolvedValue([custom])
    renderAt(`/blog/${custom.slug}`)
    expect(screen.getByRole('status')).toHaveTextContent('Loading article')
    expect(await screen.findByRole('heading', { level: 1, name: 'A Custom Post' })).toBeInTheDocument()
    // The renderer is loaded for a body the page was not served with.
    expect((await screen.findByText('bold')).tagName).toBe('STRONG')
    expect(screen.getByRole('heading', { level: 2, name: 'A section' })).toBeInTheDocument()
    expect(document.querySelector('article b')).toBeNull() // raw HTML is never rendered
    expect(slugsAsked()).toEqual([])
  })

  it('renders a post stored with an invalid image address without the image, instead of failing', async () => {
    const broken = { ...custom, image: 'http://[' }
    read.readPublishedPosts.mockResolvedValue([broken])
    const router = renderAt(`/blog/${custom.slug}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'A Custom Post' })).toBeInTheDocument()
    expect(await screen.findByText('bold')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'A Custom Post' })).toBeNull()
    expect(document.querySelector('img[src="http://["]')).toBeNull()
    // The same post among the related articles of another one: a card without its image.
    await act(() => router.navigate(`/blog/${builtInPosts[1]!.slug}`))
    const related = screen.getByRole('region', { name: 'Related Articles' })
    expect(await within(related).findByRole('heading', { name: 'A Custom Post' })).toBeInTheDocument()
    expect(document.querySelector('img[src="http://["]')).toBeNull()
  })

  it('lists a newer custom post first among the related articles of a built-in post', async () => {
    read.readPublishedPosts.mockResolvedValue([custom])
    renderAt(`/blog/${builtInPosts[1]!.slug}`)
    const related = screen.getByRole('region', { name: 'Related Articles' })
    expect(await within(related).findByRole('heading', { name: 'A Custom Post' })).toBeInTheDocument()
    expect(within(related).getAllByRole('link')[0]).toHaveAttribute('href', '/blog/a-custom-post')
    expect(within(related).getAllByRole('link')).toHaveLength(3)
  })

  it("asks the backend for a slug that is not published when someone is signed in (an admin's draft)", async () => {
    const draft = { ...custom, slug: 'a-draft', title: 'A Draft', published: false }
    read.hasStoredSession.mockReturnValue(true)
    bySlug = [postToRow(draft)]
    renderAt('/blog/a-draft')
    expect(await screen.findByRole('heading', { level: 1, name: 'A Draft' })).toBeInTheDocument()
    expect(slugsAsked()).toContain('eq.a-draft')
  })

  it('redirects an unknown slug to /blog, without the adapter for a visitor', async () => {
    const router = renderAt('/blog/nothing-here')
    expect(await screen.findByRole('heading', { name: 'Blog list' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/blog')
    expect(slugsAsked()).toEqual([])
  })

  it('redirects a slug the backend does not know either to /blog', async () => {
    read.hasStoredSession.mockReturnValue(true)
    const router = renderAt('/blog/nothing-here')
    expect(await screen.findByRole('heading', { name: 'Blog list' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/blog')
    expect(slugsAsked()).toContain('eq.nothing-here')
  })

  it('keeps built-in posts readable and sends a custom slug to /blog when the backend is down', async () => {
    read.readPublishedPosts.mockRejectedValue(new Error('offline'))
    read.hasStoredSession.mockReturnValue(true)
    project.answerNext(new TypeError('Failed to fetch'))
    const router = renderAt(`/blog/${custom.slug}`)
    expect(await screen.findByRole('heading', { name: 'Blog list' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/blog')
    await act(() => router.navigate(`/blog/${builtInPosts[0]!.slug}`))
    expect(await screen.findByRole('heading', { level: 1, name: builtInPosts[0]!.title })).toBeInTheDocument()
  })

  it('keeps the place of a served page the visitor scrolled before it hydrated; a post opened later starts at the top', async () => {
    const [first, second] = builtInPosts as [BlogPost, BlogPost]
    const container = document.createElement('div')
    container.innerHTML = renderToString(<RouterProvider router={routerAt(`/blog/${first.slug}`)} />)
    document.body.append(container)
    window.scrollTo = vi.fn()
    const router = routerAt(`/blog/${first.slug}`)
    await act(() => {
      hydrateRoot(container, <RouterProvider router={router} />)
      return loadCustomPosts()
    })
    expect(within(container).getByRole('heading', { level: 1, name: first.title })).toBeInTheDocument()
    expect(window.scrollTo).not.toHaveBeenCalled()

    await act(() => router.navigate(`/blog/${second.slug}`))
    expect(within(container).getByRole('heading', { level: 1, name: second.title })).toBeInTheDocument()
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0)
    container.remove()
  })

  describe('a post the build prerendered (served with its page)', () => {
    const serve = (post: BlogPost) => document.body.insertAdjacentHTML('beforeend', servedPostScript(post))

    it('renders at once, as served, then shows the live version once the read answers', async () => {
      serve(custom)
      read.readPublishedPosts.mockResolvedValue([{ ...custom, title: 'Edited since the build' }])
      renderAt(`/blog/${custom.slug}`)
      expect(screen.queryByRole('status')).toBeNull()
      expect(screen.getByRole('heading', { level: 1, name: 'A Custom Post' })).toBeInTheDocument()
      expect(await screen.findByRole('heading', { level: 1, name: 'Edited since the build' })).toBeInTheDocument()
      expect(slugsAsked()).toEqual([])
    })

    it('treats a post no longer published as unknown (a visitor goes to /blog)', async () => {
      serve(custom)
      const router = renderAt(`/blog/${custom.slug}`)
      expect(screen.getByRole('heading', { level: 1, name: 'A Custom Post' })).toBeInTheDocument()
      expect(await screen.findByRole('heading', { name: 'Blog list' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/blog')
    })

    it('keeps showing the served post when the live read fails', async () => {
      serve(custom)
      read.readPublishedPosts.mockRejectedValue(new Error('offline'))
      renderAt(`/blog/${custom.slug}`)
      await act(() => loadCustomPosts())
      expect(screen.getByRole('heading', { level: 1, name: 'A Custom Post' })).toBeInTheDocument()
    })

    it.each([
      ['another slug', { ...custom, slug: 'another-post' }],
      ['a draft', { ...custom, published: false }],
      ['a post breaking the rules', { ...custom, title: ' ' }],
    ])('is ignored when it is %s', async (_case, post) => {
      serve(post)
      renderAt(`/blog/${custom.slug}`)
      expect(screen.getByRole('status')).toHaveTextContent('Loading article')
      await act(() => loadCustomPosts())
    })

    it('cannot close its element: every < of the post is escaped', () => {
      const script = servedPostScript({ ...custom, content: '</script><script>alert(1)</script><!--' })
      expect(script.match(/</g)).toHaveLength(2) // the element's own two tags
      const holder = document.createElement('div')
      holder.innerHTML = script
      const parsed: unknown = JSON.parse(holder.firstElementChild?.textContent ?? '')
      expect(parsed).toMatchObject({ content: '</script><script>alert(1)</script><!--' })
    })
  })
})
