/**
 * What the Supabase adapter puts on the wire (paths, query strings, headers, bodies) and how it
 * maps each kind of answer, with supabase-js running for real over a recording fetch whose
 * answers are canned in PostgREST's and GoTrue's shapes.
 */
import { cannedSupabase } from '@/testing/canned-supabase'
import { TEST_PROJECT } from '@/testing/postgrest-on-pglite'
import { json } from '@/testing/recording-fetch'
import { listPosts } from '@/lib/posts/list-posts'
import { parseEnv } from '@/config/env'
import { BackendError } from '../errors'
import type { SubmissionInput } from '../leads-schema'
import type { Tables } from './database.types'
import { dataOrThrow } from './errors'
import { createSupabaseBackend } from './index'
import { postEvent } from './post-event'

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
  form_type: 'investment_calculator' as const,
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
/** The row as the table holds it, with the columns the database fills in. */
const stored: Tables<'form_submissions'> = {
  ...row,
  id: '00000000-0000-4000-8000-000000000001',
  created_at: '2026-11-22T10:00:00.123456+00:00',
  consultation_date: null,
  consultation_slot: null,
  follow_up_on: null,
  lead_source: 'Direct',
  notified_at: null,
  notify_claimed_at: null,
  notify_attempts: 0,
  notify_last_error: null,
  notify_next_at: null,
  search_text: 'ann lee ann@example.com 5550102000',
  status: 'new',
  unnotified: true,
}

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
  it('inserts a submission anonymously, without select or upsert', async () => {
    await project.backend.submissions.insert(input)
    expect(project.wire.requests).toEqual([
      {
        method: 'POST',
        path: '/rest/v1/form_submissions',
        query: {},
        headers: containing({
          apikey: TEST_PROJECT.anonKey,
          authorization: `Bearer ${TEST_PROJECT.anonKey}`,
          'content-type': 'application/json',
          'content-profile': 'public',
        }),
        body: row,
      },
    ])
    expect(project.wire.last()?.headers.prefer ?? 'return=minimal').toBe('return=minimal')
  })

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

  it('loads submissions newest first with an exact count and maps rows to the domain', async () => {
    await project.signIn()
    project.answerNext(json(206, [stored], { 'content-range': '0-0/51' }))
    const page = await project.backend.submissions.query()
    expect(project.wire.last()).toMatchObject({
      method: 'GET',
      path: '/rest/v1/form_submissions',
      query: { select: '*', order: 'created_at.desc,id.desc', offset: '0', limit: '50' },
      headers: { prefer: 'count=exact' },
    })
    expect(page).toEqual({
      total: 51,
      rows: [
        {
          ...input,
          id: stored.id,
          createdAt: stored.created_at,
          source: 'Direct',
          status: 'new',
          followUpOn: null,
          notifiedAt: null,
          notifyAttempts: 0,
          notifyLastError: null,
          unnotified: true,
        },
      ],
    })
  })

  it('asks for the taken slots of a range as one RPC, sorted by day and time', async () => {
    project.answerNext(
      json(200, [
        { date: '2030-03-05', time_slot: '10:00 AM' },
        { date: '2030-03-05', time_slot: '9:30 AM' },
        { date: '2030-03-06', time_slot: '25:00 PM' },
      ]),
    )
    await expect(project.backend.submissions.takenSlots('2030-03-01', '2030-03-31')).resolves.toEqual([
      { date: '2030-03-05', timeSlot: '9:30 AM' },
      { date: '2030-03-05', timeSlot: '10:00 AM' },
    ])
    expect(project.wire.last()).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/taken_consultation_slots',
      body: { from_date: '2030-03-01', to_date: '2030-03-31' },
    })
  })
})

describe('failures map to BackendError', () => {
  it('refuses to start without the Supabase settings', () => {
    expect(() => createSupabaseBackend(parseEnv({ VITE_BACKEND: 'supabase' }))).toThrow(BackendError)
  })

  it('409 / 23505 on a submission -> resolves (already stored)', async () => {
    project.answerNext(json(409, postgrestError('23505', 'duplicate key value')))
    await expect(project.backend.submissions.insert(input)).resolves.toBeUndefined()
  })

  it('409 / 23505 on a booked slot -> slot_taken', async () => {
    project.answerNext(
      json(
        409,
        postgrestError(
          '23505',
          'duplicate key value violates unique constraint "form_submissions_consultation_slot_key"',
        ),
      ),
    )
    expect((await failure(project.backend.submissions.insert(input))).code).toBe('slot_taken')
  })

  it('42501 / 23514 / 22P02 on an anonymous insert -> invalid', async () => {
    for (const [status, code] of [
      [401, '42501'],
      [400, '23514'],
      [400, '22P02'],
      [400, 'PGRST204'],
    ] as const) {
      project.answerNext(json(status, postgrestError(code, `refused ${code}`)))
      const error = await failure(project.backend.submissions.insert({ ...input, clientId: crypto.randomUUID() }))
      expect(error).toMatchObject({ code: 'invalid', message: `refused ${code}`, transient: false })
    }
  })

  it('429 from the rate limit -> rate_limited (transient)', async () => {
    project.answerNext(
      json(429, { code: 'rate_limited', message: 'Too many requests, try again later', details: null, hint: null }),
      json(429, { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' }),
    )
    const error = await failure(project.backend.submissions.insert(input))
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
    expect(await failure(project.backend.submissions.insert(input))).toMatchObject({ code: 'network', transient: true })
    expect((await failure(listPosts(project.backend.client))).code).toBe('network')
    project.answerNext(offline())
    expect((await failure(project.signIn())).code).toBe('network')
  })

  it('42501 on a read -> forbidden; an expired JWT -> auth', async () => {
    project.answerNext(
      json(401, postgrestError('42501', 'permission denied for table form_submissions')),
      json(401, postgrestError('PGRST303', 'JWT expired')),
    )
    expect(await failure(project.backend.submissions.query())).toMatchObject({ code: 'forbidden' })
    const events = project.backend.client.from('site_events').select('*')
    expect(await failure(dataOrThrow(events, 'read'))).toMatchObject({ code: 'auth', message: 'JWT expired' })
  })

  it('never leaks a supabase-js error object', async () => {
    project.answerNext(json(400, { code: '23514', message: 'check', details: 'row', hint: 'h' }))
    const error = await failure(project.backend.submissions.insert(input))
    expect(Object.getPrototypeOf(error)).toBe(BackendError.prototype)
    expect(error.cause).toEqual({ status: 400, code: '23514', details: 'row' })
  })
})
