/**
 * getPostBySlug on the wire (a canned project). Which posts a caller reads is row-level
 * security's (pgTAP; the blog editor's posts.test.ts).
 */
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
