/**
 * The editor says what the database would refuse before saving, and keeps what was typed: a title
 * holding a control character (RSS would stop being XML), a body nested past the limit (it could
 * not be rendered). The rules are the database's (20261127000500_publishing_round4.sql).
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { listPosts } from '@/lib/posts/list-posts'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderWithProviders } from '@/testing/render-with-providers'
import { BlogPostsTab } from './blog-posts-tab'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))
const local = localBackendPerTest({ signedInAs: testAccounts.localAdmin })

async function paste(label: RegExp, value: string) {
  await userEvent.click(screen.getByLabelText(label))
  await userEvent.paste(value)
}

describe('the editor refuses what the database would', { timeout: 30_000 }, () => {
  it('a title with a control character and a body nested too deep: clear messages, nothing lost, nothing saved', async () => {
    renderWithProviders(<BlogPostsTab />)
    await userEvent.click(await screen.findByRole('button', { name: 'Create Your First Post' }))
    const title = 'Rates\u0007held'
    const deep = `${'> '.repeat(21)}Too deep`
    await paste(/Title/, title)
    await paste(/Excerpt/, 'Short.')
    await paste(/Image URL/, '/images/blog/a.jpg')
    await paste(/Content/, deep)
    await userEvent.click(screen.getByRole('button', { name: 'Save Post' }))

    const titleField = screen.getByLabelText(/Title/)
    expect(titleField).toHaveAccessibleDescription(/Remove the control characters/)
    expect(titleField).toHaveAttribute('aria-invalid', 'true')
    expect(titleField).toHaveValue(title)
    const content = screen.getByLabelText(/Content/)
    expect(content).toHaveAccessibleDescription(/Quotes and lists can be nested at most 20 levels deep/)
    expect(content).toHaveValue(deep)
    expect(await listPosts(local.backend.client)).toEqual([])

    await userEvent.clear(titleField)
    await paste(/Title/, 'Rates held')
    await userEvent.clear(content)
    await paste(/Content/, `${'> '.repeat(20)}Deep enough`)
    await userEvent.click(screen.getByRole('button', { name: 'Save Post' }))
    await waitFor(async () =>
      expect(await listPosts(local.backend.client)).toMatchObject([
        { title: 'Rates held', content: `${'> '.repeat(20)}Deep enough` },
      ]),
    )
  })
})
