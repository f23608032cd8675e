/**
 * What a conformance case is: one request shape our local project step answers
 * (src/lib/backend/local/project), the answer a real server gave to that shape in its own test
 * suite, and how the upstream fixture maps onto our schema. tests/conformance/conformance.test.ts
 * sends each case to the local step and compares. docs/conformance.md lists the shapes covered.
 */
import { createClient } from '@supabase/supabase-js'
import { LOCAL_PROJECT } from '@/lib/backend/local/project'
import { ANON_KEY } from '@/lib/backend/local/project/tokens'

/**
 * supabase-js on the local project, as a browser tab of its own (its own storage key), without
 * the generated types (the cases name their tables).
 */
export function localClient(fetch: typeof globalThis.fetch, storageKey: string) {
  return createClient(LOCAL_PROJECT.url, ANON_KEY, {
    global: { fetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey },
  })
}
export type Client = ReturnType<typeof localClient>

/** The upstream repositories read, at the commit the cases were transcribed from. */
export const UPSTREAM = {
  postgrest: { repo: 'PostgREST/postgrest', commit: '4834678902681402a56c490f29947826e7ed5308' },
  supabaseJs: { repo: 'supabase/supabase-js', commit: '381bded5ced48c4621830576bf8cbecc34edc85c' },
  gotrue: { repo: 'supabase/auth', commit: 'bc32168e13fdc928c98b449fc76bc3fdb9a293c5' },
} as const

export type Upstream = (typeof UPSTREAM)[keyof typeof UPSTREAM]

/** Where the recorded answer comes from: a test (describe > context > it), or the server's code where no test records it. */
export interface Source {
  upstream: Upstream
  file: string
  test: string
}

export const SHAPES = [
  'select and filters (eq, lte, ilike)',
  'or/and logic tree',
  'order (asc, desc, nullsfirst, nullslast)',
  'limit/offset and Prefer: count=exact (Content-Range, 206, 416)',
  'HEAD (count only)',
  'maybeSingle',
  'insert (return=minimal)',
  'upsert (on_conflict, merge-duplicates)',
  'update with filters',
  'delete with filters',
  'rpc (POST, named arguments)',
  'errors (SQLSTATE to status, error body)',
  'JWT errors',
  'auth: password grant',
  'auth: refresh grant',
  'auth: user and logout',
  'auth: MFA (TOTP)',
] as const
export type Shape = (typeof SHAPES)[number]

/** Who sends the request: a visitor (the anon key), the seeded admin or the seeded non-staff member, or a given bearer token. */
export type Caller = 'anon' | 'admin' | 'member' | { bearer: string }

/** What is compared. An HTTP case: status, Content-Range, body; a supabase-js case: its result. */
export type Aspect = 'status' | 'contentRange' | 'body' | 'result'

/**
 * A difference from the real server that the app never depends on, with the reason. The runner
 * expects exactly these aspects to differ: once the local step matches, the case fails until
 * the mark is removed.
 */
export interface KnownDifference {
  aspects: Aspect[]
  reason: string
}

interface CaseBase {
  /** Unique; the test's name. */
  name: string
  shape: Shape
  source: Source
  /** How the upstream fixture and request map onto ours, when not one to one. */
  mapping?: string
  /** SQL run as the database's owner after the fixture, before the request. */
  setup?: string
  knownDifference?: KnownDifference
}

/**
 * The body expected: `none` is an empty body without Content-Type (a 201 or 204 write),
 * `head` an empty body with a JSON Content-Type (a HEAD), `json` the parsed JSON (vitest's
 * asymmetric matchers allowed).
 */
export type ExpectedBody = 'none' | 'head' | { json: unknown }

/** A request sent as the real server's suite sent it, compared on the wire. */
export interface HttpCase extends CaseBase {
  kind: 'http'
  as: Caller
  request: {
    method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE'
    /** From the project's root: /rest/v1/... or /auth/v1/... */
    path: string
    prefer?: string
    headers?: Record<string, string>
    body?: unknown
  }
  expect: {
    status: number
    /** The header's value; null: no such header; left out: the upstream test does not record it. */
    contentRange?: string | null
    body?: ExpectedBody
  }
}

/** A supabase-js call, compared on what supabase-js hands the app (as the upstream suite compared it). */
export interface ClientCase extends CaseBase {
  kind: 'client'
  /** Signed in through supabase-js first (admin, member), or the anon key. */
  as: 'anon' | 'admin' | 'member'
  /** The call; what it resolves to is compared with `expect`. */
  run: (client: Client) => PromiseLike<unknown>
  /** toEqual, or toMatchObject with `match: 'object'` (as the upstream test asserts). */
  expect: unknown
  match?: 'equal' | 'object'
  /** Whether the call writes (the database is set back before the next case). */
  writes?: boolean
}

export type ConformanceCase = HttpCase | ClientCase

/** A PostgREST call's result as supabase-js gives it, without statusText (see docs/conformance.md). */
interface PostgrestResult {
  data: unknown
  error: unknown
  count: number | null
  status: number
  success: boolean
}

export async function postgrestResult(call: PromiseLike<PostgrestResult>) {
  const { data, error, count, status, success } = await call
  return { data, error, count, status, success }
}
