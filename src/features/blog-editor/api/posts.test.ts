/**
 * Saving and deleting posts, and listing them, against the migrations (the Supabase harness over
 * the test database) and on the wire (a canned project).
 */
import type { BlogPost } from '@/lib/backend/posts-schema'
import { POST_COLUMNS, PUBLISHED_POSTS, publishedOnly } from '@/lib/backend/read-published-posts'
import type { Client } from '@/lib/backend/supabase/client'
import { listPosts } from '@/lib/posts/list-posts'
import { post, rejection, useHarness } from '@/testing/backend-harness'
import { useCannedProject } from '@/testing/canned-supabase'
import { json } from '@/testing/recording-fetch'
import { aPost } from '@/testing/records'
import { storedPostAt } from '@/testing/stored-post'
import { deletePost } from './delete-post'
import { savePost } from './save-post'

/** What visitors read: the live version of each post (public.published_posts), newest first. */
async function readByVisitors(client: Client): Promise<BlogPost[]> {
  const live = client.from(PUBLISHED_POSTS).select(POST_COLUMNS).order('created_at', { ascending: false })
  return publishedOnly((await live.throwOnError()).data)
}

describe('posts on the database', { timeout: 60_000 }, () => {
  const h = useHarness('supabase')
  const { signInAs } = h
  const save = (saved: BlogPost) => savePost(h.client, saved)
  const list = () => listPosts(h.client)

  it('lets an admin create, update and delete; visitors read the live versions, never the working copy', async () => {
    await signInAs('admin')
    await save(post())
    await save(post({ id: 'post-2', slug: 'draft', title: 'Draft', published: false }))
    await save(post({ title: 'Reinsurance in 2026, revised' }))
    expect((await list()).map((p) => p.id)).toEqual(['post-2', 'post-1764000000000'])
    await expect(storedPostAt(h.client, 'draft')).resolves.toMatchObject({ published: false })

    await signInAs('visitor')
    // Approval is not required (the local demo's setting): an admin's save went live at once.
    expect((await readByVisitors(h.client)).map((p) => [p.id, p.title])).toEqual([
      [post().id, 'Reinsurance in 2026, revised'],
    ])
    expect((await rejection(list())).code).toBe('forbidden')

    await signInAs('admin')
    await deletePost(h.client, 'post-2')
    expect((await list()).map((p) => p.id)).toEqual(['post-1764000000000'])
    expect((await rejection(deletePost(h.client, 'post-2'))).code).toBe('not_found')
  })

  it('refuses writes to visitors and members', async () => {
    expect((await rejection(save(post()))).code).toBe('forbidden')
    expect((await rejection(deletePost(h.client, 'post-1'))).code).toBe('forbidden')
    await signInAs('member')
    expect((await rejection(save(post()))).code).toBe('forbidden')
    await signInAs('admin')
    await save(post())
    await signInAs('member')
    // Under RLS a member's DELETE matches no row; a member reads what visitors read.
    expect((await rejection(deletePost(h.client, post().id))).code).toBe('not_found')
    await expect(list()).resolves.toEqual([])
    await expect(readByVisitors(h.client)).resolves.toHaveLength(1)
  })

  it('reports a slug taken by another post as a conflict, and bad input as invalid', async () => {
    await signInAs('admin')
    await save(post())
    expect((await rejection(save(post({ id: 'post-9' })))).code).toBe('conflict')
    expect((await rejection(save(post({ slug: 'Not A Slug' })))).code).toBe('invalid')
    expect((await rejection(save(post({ title: '   ' })))).code).toBe('invalid')
  })

  it('refuses an image that is neither an https:// address nor a site path', async () => {
    await signInAs('admin')
    for (const image of ['http://[', 'http://example.com/a.png', 'images/a.png', '//evil.example/a.png']) {
      expect((await rejection(save(post({ image })))).code, image).toBe('invalid')
    }
    await expect(list()).resolves.toEqual([])
    await save(post({ image: '/images/blog/a.png' }))
    await expect(list()).resolves.toMatchObject([{ image: '/images/blog/a.png' }])
  })
})

describe('posts on the wire', () => {
  const project = useCannedProject()

  it('saves a post as an upsert on id and deletes by id with an exact count', async () => {
    await project.signIn()
    const saved = aPost({ slug: 'a-post', published: false })
    await savePost(project.backend.client, saved)
    expect(project.wire.last()).toMatchObject({
      method: 'POST',
      path: '/rest/v1/blog_posts',
      query: { on_conflict: 'id' },
      headers: { prefer: 'resolution=merge-duplicates' },
      body: saved,
    })
    await deletePost(project.backend.client, 'post-1')
    expect(project.wire.last()).toMatchObject({
      method: 'DELETE',
      path: '/rest/v1/blog_posts',
      query: { id: 'eq.post-1' },
      headers: { prefer: 'count=exact' },
    })
    project.answerNext(new Response(null, { status: 204, headers: { 'content-range': '*/0' } }))
    expect((await rejection(deletePost(project.backend.client, 'post-1'))).code).toBe('not_found')
  })

  it('409 / 23505 on a post -> conflict', async () => {
    await project.signIn()
    project.answerNext(
      json(409, {
        code: '23505',
        message: 'duplicate key value violates unique constraint "blog_posts_slug_key"',
        details: null,
        hint: null,
      }),
    )
    expect((await rejection(savePost(project.backend.client, aPost()))).code).toBe('conflict')
  })
})
