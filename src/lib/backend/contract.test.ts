/**
 * The backend contract, run once: the Supabase adapter (supabase-js for real) over
 * src/testing/postgrest-on-pglite.ts, which answers from the test PGlite running the migrations
 * and records every request (page views sent as a Supabase build sends them, images at Storage's
 * public URL). So every rule the suite meets (RLS, grants, CHECKs, triggers) is the migrations'.
 * A local build runs that same adapter over the local project step; what only it adds (its
 * page-view queue, its invitations, its image display) has its own block at the end.
 */
import { useHarness, type Harness } from '@/testing/backend-harness'
import { postgrestOnPglite, TEST_PROJECT } from '@/testing/postgrest-on-pglite'
import type { Backend } from './backend'

describe('backend contract', { timeout: 60_000 }, () => {
  const harness = useHarness('supabase')
  let h: Harness
  let backend: Backend
  beforeEach(() => {
    h = harness()
    backend = h.backend
  })

  it('names its kind', () => {
    expect(backend.kind).toBe('supabase')
  })
})

describe('backend contract: what a local build adds', { timeout: 60_000 }, () => {
  const harness = useHarness('local')
  const backend = () => harness().backend

  it('names its kind', () => {
    expect(backend().kind).toBe('local')
  })
})

describe('the Supabase side of the suite (src/testing/postgrest-on-pglite.ts)', () => {
  const harness = useHarness('supabase')
  it('answers a request our adapter never makes 500 and records it, so the suite fails on it', async () => {
    const rest = postgrestOnPglite(harness().db)
    const headers = { apikey: TEST_PROJECT.anonKey, Authorization: `Bearer ${TEST_PROJECT.anonKey}` }
    const asked = [
      `${TEST_PROJECT.url}/rest/v1/blog_posts?title=like.*a*`,
      `${TEST_PROJECT.url}/rest/v1/blog_posts?select=*,author(name)`,
      `${TEST_PROJECT.url}/storage/v1/object/list/images`,
      'https://elsewhere.example/rest/v1/blog_posts',
    ]
    for (const url of asked) expect((await rest.fetch(url, { headers })).status, url).toBe(500)
    const write = { method: 'POST', headers: { ...headers, Prefer: 'return=representation' }, body: '{}' }
    expect((await rest.fetch(`${TEST_PROJECT.url}/rest/v1/site_events`, write)).status).toBe(500)
    expect(rest.unexpected).toHaveLength(5)
    const answered = await rest.fetch(`${TEST_PROJECT.url}/rest/v1/blog_posts?select=*&published=eq.true`, { headers })
    expect(answered.status).toBe(200)
    expect(rest.unexpected).toHaveLength(5)
  })
})
