/**
 * The review's operations against the migrations (the Supabase harness): the queue with the live
 * version beside each waiting one, oldest first; approve and reject by a reviewer who did not save
 * the version; the database's refusals as the screen shows them; who may read and decide.
 * The versions here are saved as the database's owner (the SQL editor), so the admin may review them.
 */
import { post, rejection, useHarness } from '@/testing/backend-harness'
import { getReviewQueue } from './get-review-queue'
import { reviewPostVersion } from './review-post-version'

describe('the review on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  const { signInAs } = h

  /** Saves a post as the SQL editor would (no signed-in person) and answers the new version's id. */
  async function saveAsOwner(over: Partial<ReturnType<typeof post>> = {}) {
    const saved = post(over)
    await h.db.query(
      `insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (id) do update set title = excluded.title, content = excluded.content`,
      [saved.id, saved.title, saved.excerpt, saved.date, saved.author, saved.image, saved.slug, saved.content, true],
    )
    const { rows } = await h.db.query<{ id: number }>(
      'select id from public.post_revisions where post_id = $1 order by version desc limit 1',
      [saved.id],
    )
    return Number(rows[0]?.id)
  }
  const submit = (revisionId: number) => h.client.rpc('submit_post_version', { revision_id: revisionId }).throwOnError()

  it('lists what waits, oldest first, with the live version beside it, and approves it', async () => {
    await saveAsOwner() // approval not required yet: live at once
    await h.db.exec('update private.firm_settings set approval_required = true')
    const edit = await saveAsOwner({ title: 'Reinsurance in 2026, revised', content: 'New text.' })
    const other = await saveAsOwner({ id: 'post-2', slug: 'second', title: 'Second' })
    await signInAs('admin')
    await submit(edit)
    await submit(other)

    const queue = await getReviewQueue(h.client)
    expect(queue.map((item) => [item.revisionId, item.title, item.live?.title ?? null])).toEqual([
      [edit, 'Reinsurance in 2026, revised', 'Reinsurance in 2026'],
      [other, 'Second', null],
    ])
    expect(queue[0]).toMatchObject({
      version: 2,
      content: 'New text.',
      savedByEmail: null,
      submittedAt: expect.any(String) as unknown,
      live: { content: post().content, post: { slug: post().slug } },
    })

    await expect(
      reviewPostVersion(h.client, { revisionId: edit, decision: 'approved', note: '' }),
    ).resolves.toMatchObject({ review_state: 'approved', released: true })
    await expect(
      reviewPostVersion(h.client, { revisionId: other, decision: 'rejected', note: 'Not yet.' }),
    ).resolves.toMatchObject({ review_state: 'rejected', released: false })
    await expect(getReviewQueue(h.client)).resolves.toEqual([])
  })

  it('refuses a rejection without a note before asking, and says what the database refuses', async () => {
    await h.db.exec('update private.firm_settings set approval_required = true')
    const version = await saveAsOwner()
    await signInAs('admin')
    await expect(
      reviewPostVersion(h.client, { revisionId: version, decision: 'rejected', note: '  ' }),
    ).rejects.toMatchObject({ code: 'invalid', message: 'note: Say why: the author reads the note.' })
    // Not submitted: not in review.
    await expect(
      reviewPostVersion(h.client, { revisionId: version, decision: 'approved', note: '' }),
    ).rejects.toMatchObject({
      code: 'invalid',
      message: 'Version 1 is draft, not in review: its author has not submitted it.',
    })
  })

  it('shows a member nothing and refuses a member and a visitor any decision', async () => {
    await h.db.exec('update private.firm_settings set approval_required = true')
    const version = await saveAsOwner()
    await signInAs('admin')
    await submit(version)
    await signInAs('member')
    await expect(getReviewQueue(h.client)).resolves.toEqual([])
    const decision = { revisionId: version, decision: 'approved' as const, note: '' }
    expect((await rejection(reviewPostVersion(h.client, decision))).code).toBe('forbidden')
    await signInAs('visitor')
    expect((await rejection(getReviewQueue(h.client))).code).toBe('forbidden')
    expect((await rejection(reviewPostVersion(h.client, decision))).code).toBe('forbidden')
  })
})
