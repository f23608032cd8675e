/**
 * The test PostgREST itself: a request our operations never make is answered 500 and recorded, so
 * the test that made it fails (backend-harness.ts checks after each test).
 */
import { useHarness } from './backend-harness'
import { postgrestOnPglite, TEST_PROJECT } from './postgrest-on-pglite'

describe('the test PostgREST', () => {
  const h = useHarness('supabase')
  it('answers a request our adapter never makes 500 and records it, so the suite fails on it', async () => {
    const rest = postgrestOnPglite(h.db)
    const headers = { apikey: TEST_PROJECT.anonKey, Authorization: `Bearer ${TEST_PROJECT.anonKey}` }
    const asked = [
      `${TEST_PROJECT.url}/rest/v1/blog_posts?title=like.*a*`,
      `${TEST_PROJECT.url}/rest/v1/blog_posts?select=*,author(name)`,
      `${TEST_PROJECT.url}/rest/v1/published_posts?select=postId:id::text`,
      `${TEST_PROJECT.url}/storage/v1/object/list/images`,
      'https://elsewhere.example/rest/v1/blog_posts',
    ]
    for (const url of asked) expect((await rest.fetch(url, { headers })).status, url).toBe(500)
    const write = { method: 'POST', headers: { ...headers, Prefer: 'return=representation' }, body: '{}' }
    expect((await rest.fetch(`${TEST_PROJECT.url}/rest/v1/site_events`, write)).status).toBe(500)
    expect(rest.unexpected).toHaveLength(6)
    const answered = await rest.fetch(`${TEST_PROJECT.url}/rest/v1/published_posts?select=postId:id`, { headers })
    expect(answered.status).toBe(200)
    expect(rest.unexpected).toHaveLength(6)
  })
})
