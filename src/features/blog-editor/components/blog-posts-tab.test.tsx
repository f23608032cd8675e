import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { format } from 'date-fns'
import { toast } from 'sonner'
import { listPosts } from '@/lib/posts/list-posts'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { aPost } from '@/testing/records'
import { renderWithProviders } from '@/testing/render-with-providers'
import { savePost } from '../api/save-post'
import { BlogPostsTab } from './blog-posts-tab'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))
const local = localBackendPerTest({ signedInAs: testAccounts.localAdmin })

async function fill(label: RegExp, value: string) {
  const field = screen.getByLabelText(label)
  await userEvent.clear(field)
  await userEvent.type(field, value)
}

/** What the database holds now (as the admin reads it). */
const storedPosts = () => listPosts(local.backend.client)

// userEvent types every character: give the long flows room on a busy CI machine.
describe('BlogPostsTab', { timeout: 30_000 }, () => {
  it('starts empty, refuses missing fields, then creates a post with a generated slug', async () => {
    renderWithProviders(<BlogPostsTab />)
    expect(await screen.findByText('No blog posts created yet')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Create Your First Post' }))
    expect(screen.getByLabelText(/Author/)).toHaveValue('Hudson Re')
    await userEvent.click(screen.getByRole('button', { name: 'Save Post' }))
    expect(toast.error).toHaveBeenCalledWith('Missing fields', { description: 'Please fill in all required fields' })

    await fill(/Title/, 'Why Reinsurance? A Primer!')
    await userEvent.tab()
    expect(screen.getByLabelText(/Slug/)).toHaveValue('why-reinsurance-a-primer')
    await fill(/Slug/, 'custom')
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate slug from title' }))
    expect(screen.getByLabelText(/Slug/)).toHaveValue('why-reinsurance-a-primer')
    await fill(/Excerpt/, 'Short.')
    await fill(/Image URL/, '/images/blog/a.jpg')
    await fill(/Content/, 'One.{enter}{enter}Two.')
    await userEvent.click(screen.getByRole('button', { name: 'Save Post' }))

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Post created', { description: 'Why Reinsurance? A Primer!' }),
    )
    const [post, ...others] = await storedPosts()
    expect(others).toEqual([])
    expect(post?.id).toMatch(/^post-\d+$/)
    expect(post?.date).toBe(format(new Date(), 'MMMM d, yyyy'))
    expect(post?.published).toBe(true)
    expect(await screen.findByRole('cell', { name: 'why-reinsurance-a-primer' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save Post' })).not.toBeInTheDocument()
  })

  it('refuses an image that is neither an https:// address nor a site path, keeping what was typed', async () => {
    renderWithProviders(<BlogPostsTab />)
    await userEvent.click(await screen.findByRole('button', { name: 'Create Your First Post' }))
    await fill(/Title/, 'Broken image')
    await fill(/Excerpt/, 'Short.')
    await fill(/Image URL/, 'http://[[') // `[[` types one `[`
    await fill(/Content/, 'Body.')
    await userEvent.click(screen.getByRole('button', { name: 'Save Post' }))

    const image = screen.getByLabelText(/Image URL/)
    expect(image).toHaveAccessibleDescription(/Use an https:\/\/ address or a path on this site starting with \//)
    expect(image).toHaveAttribute('aria-invalid', 'true')
    expect(image).toHaveValue('http://[')
    expect(screen.getByLabelText(/Title/)).toHaveValue('Broken image')
    expect(toast.error).toHaveBeenCalledWith('Invalid fields', { description: 'Please correct the highlighted fields' })
    expect(await storedPosts()).toEqual([])
  })

  it('uploads an image, asks for its description, and saves both; refuses an SVG, storing nothing', async () => {
    // jsdom decodes no image: the browser's decoder answers an 800 x 600 picture (no resize).
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 800, height: 600, close: vi.fn() }))
    const user = userEvent.setup({ applyAccept: false })
    renderWithProviders(<BlogPostsTab />)
    await user.click(await screen.findByRole('button', { name: 'Create Your First Post' }))
    await fill(/Title/, 'Charted')
    await fill(/Excerpt/, 'Short.')
    await fill(/Content/, 'Body.')

    await user.upload(
      screen.getByLabelText('Upload image'),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a JPEG, PNG, WebP or AVIF image (SVG is not accepted).',
    )
    expect(screen.getByLabelText(/Image URL/)).toHaveValue('')
    const files = async () => (await (await local.backend.database()).query('select name from storage.objects')).rows
    expect(await files()).toEqual([])

    await user.upload(
      screen.getByLabelText('Upload image'),
      new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'chart.png', { type: 'image/png' }),
    )
    expect(await screen.findByText('Uploaded chart.png.')).toHaveRole('status')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    const path = screen.getByLabelText<HTMLInputElement>(/Image URL/).value
    expect(path).toMatch(/^post-images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/)

    await user.click(screen.getByRole('button', { name: 'Save Post' }))
    const alt = screen.getByLabelText(/Image description/)
    expect(alt).toHaveAccessibleDescription(/Describe the uploaded image for readers who cannot see it/)
    expect(await storedPosts()).toEqual([])

    await fill(/Image description/, 'A rising chart')
    expect(await screen.findByRole('img', { name: 'A rising chart' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/) as unknown,
    )
    await user.click(screen.getByRole('button', { name: 'Save Post' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Post created', { description: 'Charted' }))
    expect(await storedPosts()).toEqual([expect.objectContaining({ image: path, imageAlt: 'A rising chart' })])
    expect(await files()).toEqual([{ name: path.replace('post-images/', '') }])
    vi.unstubAllGlobals()
  })

  it('edits a post keeping its id and date, and deletes it at once', async () => {
    await savePost(
      local.backend.client,
      aPost({ id: 'post-1', title: 'Old title', slug: 'old-title', author: 'Hudson Re', date: 'June 1, 2023' }),
    )
    renderWithProviders(<BlogPostsTab />)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Old title' }))
    await fill(/Title/, 'New title')
    await userEvent.click(screen.getByRole('button', { name: 'Save Post' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Post updated', { description: 'New title' }))
    expect(await storedPosts()).toEqual([
      expect.objectContaining({ id: 'post-1', date: 'June 1, 2023', title: 'New title', slug: 'old-title' }),
    ])

    const row = await screen.findByRole('row', { name: /New title/ })
    await userEvent.click(within(row).getByRole('button', { name: /Delete/ }))
    expect(await screen.findByText('No blog posts created yet')).toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith('Post deleted', { description: 'The blog post has been removed.' })
    expect(await storedPosts()).toEqual([])
  })

  it('previews the Markdown and the link card as the admin writes, and schedules the post', async () => {
    renderWithProviders(<BlogPostsTab />)
    await userEvent.click(await screen.findByRole('button', { name: 'Create Your First Post' }))
    await fill(/Title/, 'Scheduled primer')
    await fill(/Excerpt/, 'The excerpt.')
    await fill(/Image URL/, '/images/blog/a.jpg')
    await fill(/Content/, '# Why now{enter}{enter}Read [[the terms](https://example.com/terms).') // `[[` types one `[`

    const preview = screen.getByRole('region', { name: 'Preview' })
    // The article's renderer: the post's first heading level is h2 (its title is the page's h1).
    expect(await within(preview).findByRole('heading', { level: 2, name: 'Why now' })).toBeInTheDocument()
    expect(within(preview).getByRole('link', { name: 'the terms' })).toHaveAttribute('rel', 'noopener noreferrer')

    const card = screen.getByRole('region', { name: 'Link preview' })
    expect(card).toHaveTextContent('Scheduled primer')
    expect(card).toHaveTextContent('The excerpt.')
    await fill(/Meta description/, 'For search engines.')
    expect(card).toHaveTextContent('For search engines.')
    expect(card).not.toHaveTextContent('The excerpt.')

    const at = new Date(Date.now() + 3 * 86_400_000)
    await fill(/Publish at/, format(at, "yyyy-MM-dd'T'HH:mm"))
    await userEvent.click(screen.getByRole('button', { name: 'Save Post' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Post created', { description: 'Scheduled primer' }))
    const [post] = await storedPosts()
    expect(post).toMatchObject({ published: true, metaDescription: 'For search engines.' })
    expect(new Date(post?.publishAt ?? '').getTime()).toBe(new Date(format(at, "yyyy-MM-dd'T'HH:mm")).getTime())
    const row = await screen.findByRole('row', { name: /Scheduled primer/ })
    expect(row).toHaveTextContent(`Scheduled for ${format(at, 'MMM d, yyyy, h:mm a')}`)
  })

  it('closes the form on Cancel without saving', async () => {
    renderWithProviders(<BlogPostsTab />)
    await userEvent.click(await screen.findByRole('button', { name: 'New Post' }))
    await fill(/Title/, 'Draft')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByLabelText(/Title/)).not.toBeInTheDocument()
    expect(await storedPosts()).toEqual([])
  })
})
