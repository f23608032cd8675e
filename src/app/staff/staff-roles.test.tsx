/**
 * The dashboard for an author and a compliance officer on the real local backend: the guard
 * admits both; an author gets the Blog Posts tab alone (writes and submits, deletes nothing) and
 * is never asked for the counts or the leads, which the database refuses authors; compliance
 * reads what a viewer reads plus the posts (read-only), the review, the audit log and the archive.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { savePost } from '@/features/blog-editor/api/save-post'
import { inviteStaff } from '@/features/staff/api/invite-staff'
import type { Credentials } from '@/lib/backend/local/accounts'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { renderDashboard, SLOW, WAIT } from '@/testing/render-dashboard'
import { aPost } from '@/testing/records'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('sonner', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}))

/** The author's and the compliance officer's one-time passwords, from the admin's invitations. */
const staff: Record<'author' | 'compliance', Credentials> = {
  author: { email: 'writer@example.com', password: '' },
  compliance: { email: 'principal@example.com', password: '' },
}

const local = localBackendPerTest({
  seed: async (backend) => {
    await signInWithPassword(backend.client, testAccounts.localAdmin)
    await savePost(backend.client, aPost({ title: 'Reinsurance basics' }))
    for (const role of ['author', 'compliance'] as const) {
      const invited = await inviteStaff(backend.client, { email: staff[role].email, role })
      staff[role].password = invited.oneTimePassword ?? ''
    }
  },
  hookTimeout: SLOW,
})

async function dashboardAs(role: 'author' | 'compliance') {
  await signInWithPassword(local.backend.client, staff[role])
  const tables = vi.spyOn(local.backend.client, 'from')
  const tabs = await renderDashboard()
  return { tabs, tablesAsked: () => tables.mock.calls.map(([name]) => name) }
}

describe('the dashboard by role', { timeout: SLOW }, () => {
  it('gives an author the blog posts alone: write, submit, no delete, no counts, no lead asked', async () => {
    const { tabs, tablesAsked } = await dashboardAs('author')
    expect(tabs).toEqual(['Blog Posts'])
    expect(screen.getByRole('tab', { name: 'Blog Posts' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByRole('list', { name: 'Summary' })).not.toBeInTheDocument()
    const row = await screen.findByRole('row', { name: /Reinsurance basics/ }, WAIT)
    expect(within(row).getByRole('button', { name: 'Edit Reinsurance basics' })).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New Post' })).toBeInTheDocument()
    expect(screen.getByText('Approval before publishing is not required.')).toBeInTheDocument()
    for (const name of ['Privacy request', 'Load Demo Data']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
    }
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }))
    expect(tablesAsked()).not.toContain('form_submissions')
    expect(tablesAsked()).not.toContain('site_events')
  })

  it('gives compliance the leads read-only, the posts read-only, the review, the audit log and the archive', async () => {
    const { tabs } = await dashboardAs('compliance')
    expect(tabs).toEqual([
      'Overview',
      'Form Submissions',
      'Page Views',
      'Chatbot Questions',
      'Needs review',
      'Blog Posts',
      'Review',
      'Availability',
      'Subscribers',
      'Audit',
      'Archive',
      'Mailbox',
    ])
    expect(screen.getByRole('list', { name: 'Summary' })).toBeInTheDocument()
    for (const name of ['Export CSV', 'Privacy request', 'Load Demo Data']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Blog Posts' }))
    const row = await screen.findByRole('row', { name: /Reinsurance basics/ }, WAIT)
    expect(within(row).getByRole('button', { name: 'History of Reinsurance basics' })).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: /Edit|Delete|Submit/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New Post' })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: 'Require approval before publishing' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'History of Reinsurance basics' }))
    const dialog = await screen.findByRole('dialog', { name: 'History of “Reinsurance basics”' }, WAIT)
    expect(await within(dialog).findByText('Live', {}, WAIT)).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('tab', { name: 'Review' }))
    expect(await screen.findByText('Nothing waits for review.', {}, WAIT)).toBeInTheDocument()
  })
})
