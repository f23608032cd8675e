/**
 * The editor's side of supervision against the migrations: the approval setting (admins, audited),
 * a save that waits for review while approval is required, its submission, the versions' states
 * in the history and in the posts list, and what visitors read meanwhile.
 */
import { POST_COLUMNS, PUBLISHED_POSTS } from '@/lib/backend/read-published-posts'
import { getSupervision } from '@/lib/staff/supervision'
import { codeOf, post, rejection, useHarness } from '@/testing/backend-harness'
import { testAccounts } from '@/testing/local-database'
import { getPostHistory } from '@/features/post-history/api/get-post-history'
import { getPostStates } from '@/features/blog-editor/api/get-post-states'
import { savePost } from '@/features/blog-editor/api/save-post'
import { setApprovalRequired } from '@/features/blog-editor/api/set-approval-required'
import { submitPostVersion } from '@/lib/posts/submit-post-version'

describe('supervision in the editor, on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  const { signInAs } = h
  const visitorsRead = async () => {
    await signInAs('visitor')
    const { data } = await h.client.from(PUBLISHED_POSTS).select(POST_COLUMNS).throwOnError()
    await signInAs('admin')
    return data.map((row) => row.title)
  }

  it('lets an admin require approval, audited; a member may not', async () => {
    await signInAs('member')
    expect((await rejection(setApprovalRequired(h.client, true))).code).toBe('forbidden')
    await signInAs('admin')
    await expect(getSupervision(h.client)).resolves.toEqual({ approvalRequired: false })
    await expect(setApprovalRequired(h.client, true)).resolves.toEqual({ approvalRequired: true })
    await expect(getSupervision(h.client)).resolves.toEqual({ approvalRequired: true })
    const { rows } = await h.db.query(`select details from public.audit_log where action = 'approval.required'`)
    expect(rows).toEqual([{ details: { required: true, previous: false } }])
  })

  it('while approval is required, a save waits: the list says so, visitors read the approved version', async () => {
    await signInAs('admin')
    await savePost(h.client, post())
    await setApprovalRequired(h.client, true)
    await savePost(h.client, post({ title: 'Reinsurance in 2026, revised' }))
    expect(await visitorsRead()).toEqual(['Reinsurance in 2026'])

    const before = (await getPostStates(h.client)).get(post().id)
    expect(before).toMatchObject({ latest: { version: 2, reviewState: 'draft' }, live: { version: 1 } })
    expect(before?.toSubmit?.version).toBe(2)

    await submitPostVersion(h.client, before?.toSubmit?.id ?? 0)
    const after = (await getPostStates(h.client)).get(post().id)
    expect(after).toMatchObject({ latest: { version: 2, reviewState: 'in_review' }, toSubmit: undefined })
    const [latest, first] = await getPostHistory(h.client, post().id)
    expect(latest).toMatchObject({
      version: 2,
      reviewState: 'in_review',
      submittedByEmail: testAccounts.localAdmin.email,
      submittedAt: expect.any(String) as unknown,
      releasedAt: null,
    })
    // Released when saved, before approval was required: the record says none was needed.
    expect(first).toMatchObject({
      version: 1,
      releasedAt: expect.any(String) as unknown,
      approval: { required: false },
    })
    // A version already in review is not sent again; an older one may not be.
    await expect(submitPostVersion(h.client, latest?.id ?? 0)).resolves.toBeUndefined()
    await expect(submitPostVersion(h.client, first?.id ?? 0)).rejects.toMatchObject({
      code: 'invalid',
      message: 'Version 1 is already live.',
    })
    expect(await visitorsRead()).toEqual(['Reinsurance in 2026'])
  })

  it('refuses a submission to a member and a visitor, and anything but a version id', async () => {
    await signInAs('admin')
    await savePost(h.client, post())
    const [version] = await getPostHistory(h.client, post().id)
    expect(await codeOf(submitPostVersion(h.client, -1))).toBe('invalid')
    await signInAs('member')
    expect(await codeOf(submitPostVersion(h.client, version?.id ?? 0))).toBe('forbidden')
    await expect(getPostStates(h.client)).resolves.toEqual(new Map())
    await signInAs('visitor')
    expect(await codeOf(submitPostVersion(h.client, version?.id ?? 0))).toBe('forbidden')
  })
})
