/**
 * A post's versions against the migrations (ADR 0014): a post saved twice is two versions, with
 * who saved them and what changed; a restore is a new version that names the one it brought back;
 * a restore refused when the version's slug now belongs to another post; and who may do what.
 */
import type { BlogPost } from '@/lib/backend/posts-schema'
import { codeOf, post, useHarness } from '@/testing/backend-harness'
import { testAccounts } from '@/testing/local-database'
import { storedPostAt } from '@/testing/stored-post'
import { getPostHistory } from '@/features/post-history/api/get-post-history'
import { restorePostRevision } from '@/features/post-history/api/restore-post-revision'
import { savePost } from '@/features/blog-editor/api/save-post'

describe('post versions on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  const { signInAs } = h
  const save = (over?: Partial<BlogPost>) => savePost(h.client, post(over))
  const history = (postId: string) => getPostHistory(h.client, postId)

  it('lists a post saved twice as two versions, who saved them and what changed', async () => {
    await signInAs('admin')
    await save()
    await save({ title: 'Reinsurance in 2026, revised' })
    const versions = await history(post().id)
    expect(versions).toEqual([
      expect.objectContaining({
        version: 2,
        action: 'updated',
        changed: ['title'],
        savedByEmail: testAccounts.localAdmin.email,
      }),
      expect.objectContaining({ version: 1, action: 'created', changed: null, title: 'Reinsurance in 2026' }),
    ])
    await expect(history('post-unknown')).resolves.toEqual([])
  })

  it('restores a version as a new one that names it', async () => {
    await signInAs('admin')
    await save()
    await save({ title: 'Revised', content: 'New text.' })
    const [, original] = await history(post().id)
    const restored = await restorePostRevision(h.client, original?.id ?? 0)
    expect(restored).toMatchObject({ id: post().id, title: 'Reinsurance in 2026', content: post().content })
    const [latest] = await history(post().id)
    expect(latest).toMatchObject({
      version: 3,
      action: 'restored',
      restoredFrom: original?.id,
      changed: ['content', 'title'],
    })
    await expect(storedPostAt(h.client, post().slug)).resolves.toMatchObject({ title: 'Reinsurance in 2026' })
  })

  it('refuses to restore a version whose slug now belongs to another post, and changes nothing', async () => {
    await signInAs('admin')
    await save()
    await save({ slug: 'moved' })
    await save({ id: 'post-2', title: 'The Newcomer', slug: post().slug })
    const [, original] = await history(post().id)
    await expect(restorePostRevision(h.client, original?.id ?? 0)).rejects.toMatchObject({
      code: 'conflict',
      message: `The address /blog/${post().slug} now belongs to another post, "The Newcomer". Change that post's slug first, or edit this one instead.`,
    })
    expect(await history(post().id)).toHaveLength(2)
    await expect(storedPostAt(h.client, 'moved')).resolves.toMatchObject({ id: post().id })
  })

  it('shows a member no version and refuses history and restore to a visitor', async () => {
    await signInAs('admin')
    await save()
    const [version] = await history(post().id)
    await signInAs('member')
    await expect(history(post().id)).resolves.toEqual([])
    await signInAs('visitor')
    expect(await codeOf(history(post().id))).toBe('forbidden')
    expect(await codeOf(restorePostRevision(h.client, version?.id ?? 0))).toBe('forbidden')
  })
})
