/**
 * The editor while the firm requires approval, on the local backend, as the admin: the setting
 * turned on from the tab, the form saying that the save waits for review, the posts list saying
 * where the post stands, "Submit for review", and the history with the version's state.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderWithProviders } from '@/testing/render-with-providers'
import { BlogPostsTab } from './blog-posts-tab'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }))
localBackendPerTest({ signedInAs: testAccounts.localAdmin })

async function fill(label: RegExp, value: string) {
  const field = screen.getByLabelText(label)
  await userEvent.clear(field)
  await userEvent.type(field, value)
}

describe('editing while approval is required', { timeout: 60_000 }, () => {
  it('says the save waits for review, submits it, and shows its state in the history', async () => {
    renderWithProviders(<BlogPostsTab />)
    const setting = await screen.findByRole('checkbox', { name: 'Require approval before publishing' })
    await waitFor(() => expect(setting).toBeEnabled())
    expect(setting).not.toBeChecked()
    expect(setting).toHaveAccessibleDescription(/goes live only once someone other than who saved it approves it/)
    await userEvent.click(setting)
    await waitFor(() => expect(setting).toBeChecked())
    expect(toast.success).toHaveBeenCalledWith('Approval is now required before publishing')

    await userEvent.click(screen.getByRole('button', { name: 'New Post' }))
    await fill(/Title/, 'Waits for review')
    await fill(/Excerpt/, 'Short.')
    await fill(/Image URL/, '/images/blog/a.jpg')
    await fill(/Content/, 'Body.')
    const save = screen.getByRole('button', { name: 'Save Post' })
    expect(save).toHaveAccessibleDescription(
      'Saving makes a new version for review. Visitors see this post only once a reviewer approves it.',
    )
    await userEvent.click(save)
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Saved as a new version, waiting for review', {
        description:
          'Waits for review. Visitors see this post only once a reviewer approves it. Submit it for review when it is ready.',
      }),
    )
    const row = await screen.findByRole('row', { name: /Waits for review/ })
    await waitFor(() =>
      expect(row).toHaveTextContent('Not on the site: the latest version is a draft, not yet submitted for review'),
    )

    await userEvent.click(within(row).getByRole('button', { name: /Submit for review/ }))
    await waitFor(() => expect(row).toHaveTextContent('Not on the site: the latest version waits for review'))
    expect(within(row).queryByRole('button', { name: /Submit for review/ })).not.toBeInTheDocument()

    await userEvent.click(within(row).getByRole('button', { name: 'History of Waits for review' }))
    const dialog = await screen.findByRole('dialog', { name: 'History of “Waits for review”' })
    const version = await within(dialog).findByRole('row', { name: /1: Created/ })
    expect(version).toHaveTextContent('In review')
    expect(version).toHaveTextContent(new RegExp(`Submitted by ${testAccounts.localAdmin.email}, .+ ET`))
  })
})
