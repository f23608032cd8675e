/**
 * The review on the real local backend, with approval required (the local demo starts without:
 * the admin turns it on first), an author and a compliance officer invited by the admin: what
 * waits shows oldest first with who saved and submitted it and its change against the live
 * version; an approval puts it live for visitors, a rejection needs a note and changes nothing
 * they read; the database's refusals (one's own version, a superseded one) are shown as it says them.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { getPostHistory } from '@/features/post-history/api/get-post-history'
import { savePost } from '@/features/blog-editor/api/save-post'
import { setApprovalRequired } from '@/features/blog-editor/api/set-approval-required'
import { submitPostVersion } from '@/lib/posts/submit-post-version'
import { ReviewTab } from '@/features/review/components/review-tab'
import { inviteStaff } from '@/features/staff/api/invite-staff'
import type { Credentials } from '@/lib/backend/local/accounts'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { signOut } from '@/lib/staff/auth/sign-out'
import { localBackendPerTest } from '@/testing/local-backend-per-test'
import { testAccounts } from '@/testing/local-database'
import { SLOW, WAIT } from '@/testing/render-dashboard'
import { aPost } from '@/testing/records'
import { renderWithProviders } from '@/testing/render-with-providers'
import { livePostAt } from '@/testing/stored-post'

vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
vi.mock('sonner', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}))

const author: Credentials = { email: 'writer@example.com', password: '' }
const compliance: Credentials = { email: 'principal@example.com', password: '' }
const primer = (over: Partial<BlogPost> = {}) =>
  aPost({ id: 'post-1', title: 'A primer', slug: 'a-primer', content: 'One.\n\nTwo.', ...over })

const local = localBackendPerTest({
  seed: async (backend) => {
    await signInWithPassword(backend.client, testAccounts.localAdmin)
    await setApprovalRequired(backend.client, true)
    for (const [who, role] of [
      [author, 'author'],
      [compliance, 'compliance'],
    ] as const) {
      who.password = (await inviteStaff(backend.client, { email: who.email, role })).oneTimePassword ?? ''
    }
  },
  hookTimeout: SLOW,
})

const as = (who: Credentials) => signInWithPassword(local.backend.client, who)

/** Saves the post as whoever is signed in and submits the version that save made. */
async function saveAndSubmit(post: BlogPost) {
  await savePost(local.backend.client, post)
  const [latest] = await getPostHistory(local.backend.client, post.id)
  await submitPostVersion(local.backend.client, latest?.id ?? 0)
}

/** The title visitors read at the post's address, or null. */
async function visitorsRead(slug: string) {
  await signOut(local.backend.client)
  const post = await livePostAt(local.backend.client, slug)
  return post?.title ?? null
}

async function openQueue(who: Credentials) {
  await as(who)
  renderWithProviders(<ReviewTab />)
  return screen.findByRole('list', { name: 'Versions waiting for review, oldest first' }, WAIT)
}

describe('the review', { timeout: SLOW }, () => {
  it('shows what an author submitted; compliance approves it and visitors then read it', async () => {
    await as(author)
    await saveAndSubmit(primer())
    expect(await visitorsRead('a-primer')).toBeNull()

    const queue = await openQueue(compliance)
    const item = within(queue).getByRole('article', { name: 'A primer (version 1)' })
    expect(item).toHaveTextContent(`Saved by ${author.email}`)
    expect(item).toHaveTextContent(`submitted by ${author.email}`)
    expect(item).toHaveTextContent(/ET/)
    expect(item).toHaveTextContent('A new post: nothing of it is on the site yet.')
    expect(
      within(item)
        .getAllByRole('insertion')
        .map((line) => line.textContent),
    ).toEqual(['Added: One.', 'Added: \u00a0', 'Added: Two.'])
    await userEvent.click(within(item).getByRole('button', { name: 'Approve version 1 of “A primer”' }))
    expect(await screen.findByText('Nothing waits for review.', {}, WAIT)).toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith('Approved version 1 of “A primer”', expect.anything())
    expect(await visitorsRead('a-primer')).toBe('A primer')
  })

  it('shows an edit against the live version; a rejection needs a note and visitors keep the live one', async () => {
    await as(testAccounts.localAdmin)
    await setApprovalRequired(local.backend.client, false)
    await savePost(local.backend.client, primer()) // live at once: approval was not required
    await setApprovalRequired(local.backend.client, true)
    await as(author)
    await saveAndSubmit(primer({ title: 'A primer, revised', content: 'One.\n\nTwo, changed.' }))

    const queue = await openQueue(compliance)
    const item = within(queue).getByRole('article', { name: 'A primer, revised (version 2)' })
    const fields = within(item).getByRole('table', { name: 'Fields changed against the live version' })
    expect(within(fields).getByRole('row', { name: /Title/ })).toHaveTextContent('TitleA primerA primer, revised')
    expect(within(item).getByRole('deletion')).toHaveTextContent('Removed: Two.')
    expect(within(item).getByRole('insertion')).toHaveTextContent('Added: Two, changed.')

    await userEvent.click(within(item).getByRole('button', { name: 'Reject version 2 of “A primer, revised”' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject version 2 of “A primer, revised”?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject version' }))
    expect(await within(dialog).findByText('Say why: the author reads the note.')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why/ }), 'Cite the source of the figures.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject version' }))
    expect(await screen.findByText('Nothing waits for review.', {}, WAIT)).toBeInTheDocument()

    const [rejected] = await getPostHistory(local.backend.client, 'post-1')
    expect(rejected).toMatchObject({
      reviewState: 'rejected',
      reviewedByEmail: compliance.email,
      reviewNote: 'Cite the source of the figures.',
    })
    expect(await visitorsRead('a-primer')).toBe('A primer')
  })

  it("refuses an admin's approval of their own version with the database's message", async () => {
    await as(testAccounts.localAdmin)
    await saveAndSubmit(primer())
    const queue = await openQueue(testAccounts.localAdmin)
    const item = within(queue).getByRole('article', { name: 'A primer (version 1)' })
    await userEvent.click(within(item).getByRole('button', { name: /Approve/ }))
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Version 1 of “A primer” was not approved: You saved version 1 yourself: another reviewer must approve or reject it.',
    )
    expect(within(queue).getByRole('article', { name: 'A primer (version 1)' })).toBeInTheDocument()
    expect(await visitorsRead('a-primer')).toBeNull()
  })

  it('refuses a version superseded by a newer save while it was on screen', async () => {
    await as(author)
    await saveAndSubmit(primer())
    const queue = await openQueue(compliance)
    const item = within(queue).getByRole('article', { name: 'A primer (version 1)' })
    await as(author)
    await savePost(local.backend.client, primer({ title: 'A primer, again' }))
    await as(compliance)
    await userEvent.click(within(item).getByRole('button', { name: /Approve/ }))
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Version 1 of “A primer” was not approved: Version 1 is superseded, not in review: a newer version was saved since. Review that one.',
    )
    // The queue is read again: the superseded version has left it, the newer one is not submitted.
    expect(await screen.findByText('Nothing waits for review.', {}, WAIT)).toBeInTheDocument()
    expect(await visitorsRead('a-primer')).toBeNull()
  })
})
