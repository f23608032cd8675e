/**
 * getPostBySlug: on the wire (a canned project), and against the migrations: the working copy is
 * for those who write or review posts; visitors read the live posts elsewhere (published_posts).
 */
import { postToRow } from '@/lib/backend/rows'
import { post, rejection, useHarness } from '@/testing/backend-harness'
import { cannedSupabase } from '@/testing/canned-supabase'
import { getPostBySlug } from './get-post-by-slug'

describe('getPostBySlug on the wire', () => {
  it('asks blog_posts for the one row with the slug', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const project = cannedSupabase()
    await project.signIn()
    await getPostBySlug(project.backend.client, 'a-post')
    expect(project.wire.last()).toMatchObject({ method: 'GET', query: { select: '*', slug: 'eq.a-post' } })
    await project.backend.dispose()
  })
})

describe('getPostBySlug on the database (a writer previews a draft)', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')

  it('shows an admin their draft; a member reads no post, and a visitor is refused the working copy', async () => {
    await h.signInAs('admin')
    const draft = post({ id: 'post-2', slug: 'a-draft', title: 'A Draft', published: false })
    await h.client.from('blog_posts').upsert(postToRow(draft), { onConflict: 'id' }).throwOnError()
    await expect(getPostBySlug(h.client, 'a-draft')).resolves.toEqual(draft)
    await expect(getPostBySlug(h.client, 'no-such-post')).resolves.toBeNull()

    await h.signInAs('member')
    await expect(getPostBySlug(h.client, 'a-draft')).resolves.toBeNull()
    await h.signInAs('visitor')
    expect((await rejection(getPostBySlug(h.client, 'a-draft'))).code).toBe('forbidden')
  })
})
