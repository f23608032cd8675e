import { describe, expect, it, vi } from 'vitest'
import { listPosts } from '@/lib/posts/list-posts'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { resetLocalDatabase, testAccounts, testDatabase } from '@/testing/local-database'
import { getBackend } from './index'
import { LOCAL_DATABASE_NAME } from './local/db/exists'
import { openMemoryDatabase } from './local/db/open-memory'
import { storedPostSchema, type BlogPost } from './posts-schema'
import { postToRow } from './rows'
import { SUPABASE_SESSION_KEY } from './supabase/session-key'
import {
  fetchPublishedPosts,
  hasStoredSession,
  POST_COLUMNS,
  readLocalPublishedPosts,
  readPublishedPosts,
  toPublishedPost,
} from './read-published-posts'

// The local backend this build opens (jsdom has no Worker: a database in memory) is the test database.
vi.mock('./local/db/open-memory', async () => {
  const { inOrderOfWriting, testDatabase } = await import('@/testing/local-database')
  return { openMemoryDatabase: vi.fn(async () => inOrderOfWriting(await testDatabase())) }
})

const post = (over: Partial<BlogPost> = {}): BlogPost => ({
  id: 'post-1764000000000',
  title: 'Reinsurance in 2026',
  excerpt: 'What the year holds.',
  date: 'January 5, 2026',
  author: 'Hudson Re',
  image: '/images/blog/og.png',
  slug: 'reinsurance-in-2026',
  content: 'One.\n\nTwo.',
  published: true,
  ...over,
})

/** Rows a broken writer, an old version or a hand edit could leave behind. */
const badRows: unknown[] = [
  null,
  'a string',
  [post()],
  post({ published: false }),
  { ...post(), published: 'true' },
  post({ title: '   ' }),
  post({ slug: 'Not A Slug' }),
  post({ slug: 'trailing-' }),
  post({ id: '' }),
  post({ excerpt: 'x'.repeat(501) }),
  post({ image: 'x'.repeat(2001) }),
  { ...post(), content: 42 },
  (({ author: _author, ...rest }) => rest)(post()),
]

/** What the reader must answer for a row: the schema's published post, or null. */
function schemaAnswer(row: unknown) {
  const parsed = storedPostSchema.safeParse(row)
  return parsed.success && parsed.data.published ? parsed.data : null
}

describe('toPublishedPost (the rules of storedPostSchema, by hand: zod would weigh on every blog page)', () => {
  it('accepts exactly the published rows storedPostSchema accepts, with the same output', () => {
    const good = [post(), post({ title: '  Padded title  ', slug: 'a1-b2' }), { ...post(), created_at: '2026-01-05' }]
    for (const row of [...good, ...badRows]) expect(toPublishedPost(row)).toEqual(schemaAnswer(row))
    expect(toPublishedPost(good[1])?.title).toBe('Padded title')
    expect(toPublishedPost(good[2])).not.toHaveProperty('created_at')
  })

  it('reads the same fields as the schema', () => {
    expect(Object.keys(toPublishedPost(post()) ?? {}).sort()).toEqual(Object.keys(storedPostSchema.shape).sort())
  })

  it('agrees with the schema on every field at, inside and past its limits', () => {
    for (const [key, field] of Object.entries(storedPostSchema.shape)) {
      const max = 'maxLength' in field && typeof field.maxLength === 'number' ? field.maxLength : 10
      const values: unknown[] = [undefined, null, 42, true, false, 'true', '', '   ', 'a', '  a  ', 'a-1', 'Not A Slug']
      values.push('a'.repeat(max), 'a'.repeat(max + 1), ` ${'a'.repeat(max)} `, 'http://[', '/images/a.png')
      for (const value of values) {
        const row = { ...post(), [key]: value }
        expect(toPublishedPost(row), `${key} = ${JSON.stringify(value)?.slice(0, 40)}`).toEqual(schemaAnswer(row))
      }
    }
  })

  it('reads the publishing fields, null or absent as given', () => {
    const scheduled = { publishAt: '2026-11-24T09:00:00+00:00', metaDescription: ' For search ', socialImage: 'x' }
    expect(toPublishedPost(post(scheduled))).toMatchObject({ ...scheduled, metaDescription: 'For search' })
    const none = { publishAt: null, metaDescription: null, socialImage: null }
    expect(toPublishedPost(post(none))).toMatchObject(none)
    for (const bad of [{ publishAt: 5 }, { metaDescription: ' ' }, { socialImage: 'x'.repeat(2001) }]) {
      expect(toPublishedPost({ ...post(), ...bad })).toBeNull()
    }
  })

  it('keeps a post stored with an invalid image address (the blog shows it without the image)', () => {
    expect(toPublishedPost(post({ image: 'http://[' }))?.image).toBe('http://[')
  })
})

describe('readLocalPublishedPosts (local backend)', { timeout: 60_000 }, () => {
  /** What `indexedDB.databases()` lists in a browser that holds the local database. */
  const holdsLocalDatabase = () =>
    vi.stubGlobal('indexedDB', {
      databases: () => Promise.resolve([{ name: `/pglite/${LOCAL_DATABASE_NAME}`, version: 1 }]),
    })

  it('is empty, without loading the database, in a browser that has none', async () => {
    await expect(readLocalPublishedPosts()).resolves.toEqual([])
    vi.stubGlobal('indexedDB', { databases: () => Promise.resolve([{ name: 'another-db', version: 1 }]) })
    await expect(readLocalPublishedPosts()).resolves.toEqual([])
    vi.stubGlobal('indexedDB', { databases: () => Promise.reject(new DOMException('denied', 'SecurityError')) })
    await expect(readLocalPublishedPosts()).resolves.toEqual([])
    expect(openMemoryDatabase).not.toHaveBeenCalled()
  })

  it('reads the live posts, newest first, even while an admin is signed in (never the working copy)', async () => {
    await resetLocalDatabase(await testDatabase())
    holdsLocalDatabase()
    const backend = await getBackend()
    await signInWithPassword(backend.client, testAccounts.localAdmin)
    // Written as the editor writes them (its save is a feature's: lib tests call the table). The
    // local demo does not require approval: an admin's save of a published post goes live at once.
    const save = (saved: BlogPost) =>
      backend.client.from('blog_posts').upsert(postToRow(saved), { onConflict: 'id' }).throwOnError()
    for (const saved of [
      post({ id: 'post-1', slug: 'first' }),
      post({ id: 'post-2', slug: 'draft', published: false }),
      post({ id: 'post-3', slug: 'third' }),
    ])
      await save(saved)
    await expect(listPosts(backend.client)).resolves.toHaveLength(3)
    const published = await readLocalPublishedPosts()
    expect(published.map((p) => p.id)).toEqual(['post-3', 'post-1'])
    // Empty columns come as null, as PostgREST sends them to a Supabase build's blog.
    const empty = { imageAlt: null, publishAt: null, metaDescription: null, socialImage: null }
    expect(published[1]).toEqual({ ...post({ id: 'post-1', slug: 'first' }), ...empty })
    await expect(readPublishedPosts()).resolves.toEqual(published) // the test build's backend is the local one

    // Once the firm requires approval, an edit of a live post waits for it: visitors keep the live version.
    await backend.client.rpc('set_approval_required', { required: true }).throwOnError()
    await save(post({ id: 'post-1', slug: 'first', title: 'Not approved yet' }))
    await expect(listPosts(backend.client)).resolves.toContainEqual(
      expect.objectContaining({ title: 'Not approved yet' }),
    )
    await expect(readLocalPublishedPosts()).resolves.toEqual(published)
  })
})

describe('fetchPublishedPosts (Supabase, fake fetch)', () => {
  const project = { url: 'https://abc.supabase.co/', anonKey: 'anon-key' }
  const answer = (body: unknown, status = 200) =>
    vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }))

  it('asks PostgREST for the live posts (published_posts), newest first, with the anon key', async () => {
    const fetchFn = answer([post()])
    await expect(fetchPublishedPosts(project, fetchFn)).resolves.toEqual([post()])
    expect(fetchFn).toHaveBeenCalledTimes(1)
    const [input, init] = fetchFn.mock.calls[0] ?? []
    expect(typeof input).toBe('string')
    const url = new URL(input as string)
    expect(url.origin + url.pathname).toBe('https://abc.supabase.co/rest/v1/published_posts')
    expect(Object.fromEntries(url.searchParams)).toEqual({ select: POST_COLUMNS, order: 'created_at.desc' })
    const columns = POST_COLUMNS.split(',').map((column) => column.split(':')[0])
    expect(columns).toEqual(Object.keys(storedPostSchema.shape))
    expect(init).toMatchObject({
      method: 'GET',
      headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key', Accept: 'application/json' },
    })
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('keeps the good rows of an answer with bad ones, in the order served', async () => {
    const rows = [post({ id: 'b', slug: 'b' }), ...badRows, post({ id: 'a', slug: 'a' })]
    const posts = await fetchPublishedPosts(project, answer(rows))
    expect(posts.map((p) => p.id)).toEqual(['b', 'a'])
  })

  it('turns failures into BackendErrors (transient ones retryable)', async () => {
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => expect.fail('should reject'),
        (e: unknown) => e,
      )
    expect(await failure(fetchPublishedPosts(project, answer({ message: 'down' }, 503)))).toMatchObject({
      code: 'server',
      transient: true,
    })
    expect(await failure(fetchPublishedPosts(project, answer({}, 429)))).toMatchObject({ code: 'rate_limited' })
    expect(await failure(fetchPublishedPosts(project, answer({}, 401)))).toMatchObject({ code: 'invalid' })
    expect(await failure(fetchPublishedPosts(project, answer({ not: 'a list' })))).toMatchObject({ code: 'server' })
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await failure(fetchPublishedPosts(project, offline))).toMatchObject({ code: 'network', transient: true })
    const garbled = vi.fn<typeof fetch>().mockResolvedValue(new Response('<html>', { status: 200 }))
    expect(await failure(fetchPublishedPosts(project, garbled))).toMatchObject({ code: 'server' })
  })

  it('refuses to run without a configured project, without a request', async () => {
    const fetchFn = answer([])
    await expect(fetchPublishedPosts({ url: '', anonKey: '' }, fetchFn)).rejects.toMatchObject({ code: 'server' })
    expect(fetchFn).not.toHaveBeenCalled()
  })

  it('is what readPublishedPosts asks when the build targets Supabase', async () => {
    vi.stubEnv('VITE_BACKEND', 'supabase')
    vi.stubEnv('VITE_SUPABASE_URL', 'https://xyz.supabase.co')
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'public-anon')
    const fetchFn = answer([post()])
    vi.stubGlobal('fetch', fetchFn)
    await expect(readPublishedPosts()).resolves.toEqual([post()])
    expect(fetchFn.mock.calls[0]?.[0]).toMatch(/^https:\/\/xyz\.supabase\.co\/rest\/v1\/published_posts\?/)
    expect(fetchFn.mock.calls[0]?.[1]?.headers).toMatchObject({ apikey: 'public-anon' })
  })
})

describe('hasStoredSession', () => {
  it("looks for supabase-js's session (a local build signs in through it too)", () => {
    expect(hasStoredSession()).toBe(false)
    localStorage.setItem(SUPABASE_SESSION_KEY, 'null')
    expect(hasStoredSession()).toBe(false)
    localStorage.setItem('hre:v2:local-session', '{"accessToken":"t"}')
    expect(hasStoredSession()).toBe(false)
    localStorage.setItem(SUPABASE_SESSION_KEY, '{"access_token":"t"}')
    expect(hasStoredSession()).toBe(true)
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(hasStoredSession()).toBe(false)
  })
})
