/**
 * What the Supabase adapter puts on the wire (paths, query strings, headers, bodies) and how it
 * maps each kind of answer, with supabase-js running for real over a recording fetch whose
 * answers are canned in PostgREST's and GoTrue's shapes.
 */
import { cannedSupabase } from '@/testing/canned-supabase'
import { TEST_PROJECT } from '@/testing/postgrest-on-pglite'
import { json } from '@/testing/recording-fetch'
import { listPosts } from '@/lib/posts/list-posts'
import { insertLead } from '@/lib/submissions/insert-lead'
import { parseEnv } from '@/config/env'
import { BackendError } from '../errors'
import { dataOrThrow } from './errors'
import { createSupabaseBackend } from './index'
import { postEvent } from './post-event'
import { aCalculatorLead } from '@/testing/records'

const input = aCalculatorLead()
/** Typed as unknown so the asymmetric matcher is not `any` in object literals. */
const containing = (value: Record<string, unknown>): unknown => expect.objectContaining(value)
const postgrestError = (code: string, message: string, details: string | null = null) => ({
  code,
  message,
  details,
  hint: null,
})

let project: ReturnType<typeof cannedSupabase>

async function failure(promise: Promise<unknown>): Promise<BackendError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(BackendError)
  return error as BackendError
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  project = cannedSupabase()
})
afterEach(() => project.backend.dispose())

describe('request shapes', () => {
  it('records an event the same way, through the light sender (no supabase-js)', async () => {
    const event = { type: 'chat-open', details: 'Chatbot opened', metadata: {}, page: '/', userAgent: 'UA' } as const
    await postEvent(TEST_PROJECT, event, project.wire.fetch)
    expect(project.wire.last()).toMatchObject({
      method: 'POST',
      path: '/rest/v1/site_events',
      query: {},
      headers: containing({
        apikey: TEST_PROJECT.anonKey,
        authorization: `Bearer ${TEST_PROJECT.anonKey}`,
        prefer: 'return=minimal',
      }),
      body: { type: 'chat-open', details: 'Chatbot opened', metadata: {}, page: '/', user_agent: 'UA' },
    })
  })
})

describe('failures map to BackendError', () => {
  it('refuses to start without the Supabase settings', () => {
    expect(() => createSupabaseBackend(parseEnv({ VITE_BACKEND: 'supabase' }))).toThrow(BackendError)
  })

  it('429 from the rate limit -> rate_limited (transient)', async () => {
    project.answerNext(
      json(429, { code: 'rate_limited', message: 'Too many requests, try again later', details: null, hint: null }),
      json(429, { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' }),
    )
    const error = await failure(insertLead(project.backend.client, input))
    expect(error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many requests, try again later',
      transient: true,
    })
    expect((await failure(project.signIn())).code).toBe('rate_limited')
  })

  it('500 -> server', async () => {
    project.answerNext(
      json(500, postgrestError('XX000', 'internal error')),
      json(500, { code: 500, error_code: 'unexpected_failure', msg: 'Internal server error' }),
    )
    expect(await failure(listPosts(project.backend.client))).toMatchObject({ code: 'server', transient: true })
    expect((await failure(project.signIn())).code).toBe('server')
  })

  it('a network failure -> network', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined) // auth-js logs the TypeError
    const offline = () => new TypeError('Failed to fetch')
    project.answerNext(offline(), offline())
    expect(await failure(insertLead(project.backend.client, input))).toMatchObject({ code: 'network', transient: true })
    expect((await failure(listPosts(project.backend.client))).code).toBe('network')
    project.answerNext(offline())
    expect((await failure(project.signIn())).code).toBe('network')
  })

  it('42501 on a read -> forbidden; an expired JWT -> auth', async () => {
    project.answerNext(
      json(401, postgrestError('42501', 'permission denied for table form_submissions')),
      json(401, postgrestError('PGRST303', 'JWT expired')),
    )
    const leads = project.backend.client.from('form_submissions').select('*')
    expect(await failure(dataOrThrow(leads, 'read'))).toMatchObject({ code: 'forbidden' })
    const events = project.backend.client.from('site_events').select('*')
    expect(await failure(dataOrThrow(events, 'read'))).toMatchObject({ code: 'auth', message: 'JWT expired' })
  })
})
