/**
 * What the Supabase adapter puts on the wire (paths, query strings, headers, bodies) and how it
 * maps each kind of failure, with supabase-js running for real over a recording fake fetch.
 */
import { parseEnv } from '@/config/env'
import { createFakeSupabase, FAKE_ANON_KEY, FAKE_URL, type FakeSupabase } from '@/testing/fake-supabase'
import { aPost } from '@/testing/records'
import { localAccountsFrom } from '../local/accounts'
import { BackendError, type SubmissionInput } from '../ports'
import { createSupabaseBackend, SUPABASE_SESSION_KEY, type SupabaseBackend } from './index'
import { postEvent } from './post-event'

const env = {
  ...parseEnv({ VITE_SUPABASE_URL: FAKE_URL, VITE_SUPABASE_ANON_KEY: FAKE_ANON_KEY }),
  ...localAccountsFrom({}),
}
const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001'
const input: SubmissionInput = {
  clientId: '5f0e8a43-7c55-4b8e-9d0a-2f6b1c3d4e5f',
  formType: 'investment_calculator',
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  phone: '5550102000',
  investorType: 'Individual Investor',
  investmentAmount: '100000',
  investmentGoal: 'Wealth Growth',
  investmentTimeline: 'Within 1 Month',
  message: null,
  metadata: { returnRate: '8%', investmentType: 'one-time' },
  page: '/investment-calculator',
}
const row = {
  client_id: input.clientId,
  form_type: 'investment_calculator',
  full_name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '5550102000',
  investor_type: 'Individual Investor',
  investment_amount: '100000',
  investment_goal: 'Wealth Growth',
  investment_timeline: 'Within 1 Month',
  message: null,
  metadata: { returnRate: '8%', investmentType: 'one-time' },
  page: '/investment-calculator',
}

/** Typed as unknown so the asymmetric matchers are not `any` in object literals. */
const anyString: unknown = expect.any(String)
const containing = (value: Record<string, unknown>): unknown => expect.objectContaining(value)

let fake: FakeSupabase
let backend: SupabaseBackend

async function failure(promise: Promise<unknown>): Promise<BackendError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(BackendError)
  return error as BackendError
}
const signIn = () => backend.auth.signInWithPassword(env.localAdmin)

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  fake = createFakeSupabase([{ id: ADMIN_ID, ...env.localAdmin, admin: true }])
  backend = createSupabaseBackend(env, { fetch: fake.fetch })
})
afterEach(async () => {
  await backend.dispose()
  expect(fake.unexpected).toEqual([])
})

describe('request shapes', () => {
  it('inserts a submission anonymously, without select or upsert', async () => {
    await backend.submissions.insert(input)
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: '/rest/v1/form_submissions',
        query: {},
        headers: containing({
          apikey: FAKE_ANON_KEY,
          authorization: `Bearer ${FAKE_ANON_KEY}`,
          'content-type': 'application/json',
          'content-profile': 'public',
        }),
        body: row,
      },
    ])
    expect(fake.requests[0]?.headers.prefer ?? 'return=minimal').toBe('return=minimal')
  })

  it('records an event the same way, through the light sender (no supabase-js)', async () => {
    const project = { url: FAKE_URL, anonKey: FAKE_ANON_KEY }
    const event = { type: 'chat-open', details: 'Chatbot opened', metadata: {}, page: '/', userAgent: 'UA' } as const
    await postEvent(project, event, fake.fetch)
    expect(fake.lastRequest()).toMatchObject({
      method: 'POST',
      path: '/rest/v1/site_events',
      query: {},
      headers: containing({
        apikey: FAKE_ANON_KEY,
        authorization: `Bearer ${FAKE_ANON_KEY}`,
        prefer: 'return=minimal',
      }),
      body: { type: 'chat-open', details: 'Chatbot opened', metadata: {}, page: '/', user_agent: 'UA' },
    })
  })

  it('signs in with a password grant and stores the session under the app key', async () => {
    const session = await signIn()
    expect(fake.lastRequest()).toEqual({
      method: 'POST',
      path: '/auth/v1/token',
      query: { grant_type: 'password' },
      headers: containing({ apikey: FAKE_ANON_KEY, 'x-supabase-api-version': '2024-01-01' }),
      body: { email: env.localAdmin.email, password: env.localAdmin.password, gotrue_meta_security: {} },
    })
    expect(SUPABASE_SESSION_KEY).toBe('hre:v1:supabase-auth')
    expect(localStorage.getItem(SUPABASE_SESSION_KEY)).toContain(session.accessToken)
  })

  it('looks up the admin role exactly as docs/product.md §7, with the user token', async () => {
    const session = await signIn()
    await expect(backend.auth.isAdmin(session.user.id)).resolves.toBe(true)
    expect(fake.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/rest/v1/user_roles',
      query: { select: 'role', user_id: `eq.${ADMIN_ID}`, role: 'eq.admin', limit: '1' },
      headers: { apikey: FAKE_ANON_KEY, authorization: `Bearer ${session.accessToken}` },
    })
  })

  it('loads submissions newest first and maps rows to the domain', async () => {
    await backend.submissions.insert(input)
    await signIn()
    const {
      rows: [first],
    } = await backend.submissions.query()
    expect(fake.lastRequest()).toMatchObject({
      method: 'GET',
      path: '/rest/v1/form_submissions',
      query: { select: '*', order: 'created_at.desc,id.desc', offset: '0', limit: '50' },
      headers: { prefer: 'count=exact' },
    })
    expect(first).toEqual({ ...input, id: anyString, createdAt: anyString, status: 'new', followUpOn: null })
  })

  it('saves a post as an upsert on id and deletes by id with an exact count', async () => {
    await signIn()
    const post = aPost({ slug: 'a-post', published: false })
    await backend.posts.save(post)
    expect(fake.lastRequest()).toMatchObject({
      method: 'POST',
      path: '/rest/v1/blog_posts',
      query: { on_conflict: 'id' },
      headers: { prefer: 'resolution=merge-duplicates' },
      body: post,
    })
    await backend.posts.getBySlug('a-post')
    expect(fake.lastRequest()).toMatchObject({ method: 'GET', query: { select: '*', slug: 'eq.a-post' } })
    await backend.posts.remove('post-1')
    expect(fake.lastRequest()).toMatchObject({
      method: 'DELETE',
      path: '/rest/v1/blog_posts',
      query: { id: 'eq.post-1' },
      headers: { prefer: 'count=exact' },
    })
  })

  it('sends nothing for input the schema refuses', async () => {
    await failure(backend.submissions.insert({ ...input, formType: 'contact' as 'lead' }))
    expect(fake.requests).toEqual([])
  })
})

describe('failures map to BackendError', () => {
  it('refuses to start without the Supabase settings', () => {
    expect(() => createSupabaseBackend(parseEnv({ VITE_BACKEND: 'supabase' }))).toThrow(BackendError)
  })

  it('401 bad credentials -> auth with the server message', async () => {
    const error = await failure(backend.auth.signInWithPassword({ email: 'admin@example.com', password: 'wrong' }))
    expect(error).toMatchObject({ code: 'auth', message: 'Invalid login credentials' })
    fake.failNext({ status: 401, body: { code: 401, error_code: 'invalid_jwt', msg: 'invalid JWT' } })
    expect(await failure(signIn())).toMatchObject({ code: 'auth', message: 'invalid JWT' })
  })

  it('409 / 23505 on a submission -> resolves (already stored)', async () => {
    fake.failNext({ status: 409, body: { code: '23505', message: 'duplicate key value', details: null, hint: null } })
    await expect(backend.submissions.insert(input)).resolves.toBeUndefined()
  })

  it('409 / 23505 on a post -> conflict', async () => {
    await signIn()
    fake.failNext({
      status: 409,
      body: { code: '23505', message: 'duplicate key value violates unique constraint "blog_posts_slug_key"' },
    })
    const error = await failure(backend.posts.save(aPost()))
    expect(error.code).toBe('conflict')
  })

  it('42501 / 23514 / 22P02 on an anonymous insert -> invalid', async () => {
    for (const [status, code] of [
      [401, '42501'],
      [400, '23514'],
      [400, '22P02'],
      [400, 'PGRST204'],
    ] as const) {
      fake.failNext({ status, body: { code, message: `refused ${code}`, details: null, hint: null } })
      const error = await failure(backend.submissions.insert({ ...input, clientId: crypto.randomUUID() }))
      expect(error).toMatchObject({ code: 'invalid', message: `refused ${code}`, transient: false })
    }
  })

  it('429 from the rate limit -> rate_limited (transient)', async () => {
    fake.failNext({ status: 429, body: { code: 'rate_limited', message: 'Too many requests, try again later' } })
    const error = await failure(backend.submissions.insert(input))
    expect(error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many requests, try again later',
      transient: true,
    })
    fake.failNext({
      status: 429,
      body: { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' },
    })
    expect((await failure(signIn())).code).toBe('rate_limited')
  })

  it('500 -> server', async () => {
    fake.failNext({ status: 500, body: { code: 'XX000', message: 'internal error' } })
    expect(await failure(backend.posts.list())).toMatchObject({ code: 'server', transient: true })
    fake.failNext({ status: 500, body: { code: 500, msg: 'Internal server error' } })
    expect((await failure(signIn())).code).toBe('server')
  })

  it('a network failure -> network', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined) // auth-js logs the TypeError
    fake.failNext('network')
    expect(await failure(backend.submissions.insert(input))).toMatchObject({ code: 'network', transient: true })
    fake.failNext('network')
    expect((await failure(backend.posts.list())).code).toBe('network')
    fake.failNext('network')
    expect((await failure(signIn())).code).toBe('network')
  })

  it('42501 on a read -> forbidden; an expired JWT -> auth', async () => {
    expect(await failure(backend.submissions.query())).toMatchObject({ code: 'forbidden' })
    fake.failNext({ status: 401, body: { code: 'PGRST303', message: 'JWT expired' } })
    expect(await failure(backend.events.query())).toMatchObject({ code: 'auth', message: 'JWT expired' })
  })

  it('never leaks a supabase-js error object', async () => {
    fake.failNext({ status: 400, body: { code: '23514', message: 'check', details: 'row', hint: 'h' } })
    const error = await failure(backend.submissions.insert(input))
    expect(Object.getPrototypeOf(error)).toBe(BackendError.prototype)
    expect(error.cause).toEqual({ status: 400, code: '23514', details: 'row' })
  })
})
