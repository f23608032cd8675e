/**
 * The Supabase adapter over a recording fetch whose answers are canned in PostgREST's and
 * GoTrue's shapes: for tests of the requests the adapter makes and of how it reads each kind of
 * answer. What the database answers is the contract suite's affair (postgrest-on-pglite.ts).
 */
import { parseEnv } from '@/config/env'
import { createSupabaseBackend } from '@/lib/backend/supabase'
import { gotrueSession } from '@/lib/backend/local/project/sessions'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { TEST_PROJECT } from './postgrest-on-pglite'
import { json, recordingFetch, type RecordedRequest } from './recording-fetch'

export const CANNED_ADMIN = { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@example.com' }
export const CANNED_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.canned'

/** What a healthy project answers when the test has not said otherwise: success, and no rows. */
function healthy({ method, path }: RecordedRequest): Response {
  if (path === '/auth/v1/token') {
    return json(200, gotrueSession(CANNED_ADMIN, CANNED_TOKEN, Math.floor(Date.now() / 1000) + 3600))
  }
  if (method === 'GET' || method === 'HEAD') {
    return json(200, method === 'GET' ? [] : undefined, { 'content-range': '*/0' })
  }
  return new Response(null, { status: method === 'POST' ? 201 : 204, headers: { 'content-range': '*/1' } })
}

/**
 * `answer` gives the test's answer to a request (undefined: the default), after those queued by
 * `answerNext`.
 */
export function cannedSupabase(answer: (request: RecordedRequest) => Response | undefined = () => undefined) {
  const queued: (Response | Error)[] = []
  const wire = recordingFetch((request) => {
    const next = queued.shift()
    if (next instanceof Error) throw next
    return next ?? answer(request) ?? healthy(request)
  })
  const env = parseEnv({ VITE_SUPABASE_URL: TEST_PROJECT.url, VITE_SUPABASE_ANON_KEY: TEST_PROJECT.anonKey })
  const backend = createSupabaseBackend(env, { fetch: wire.fetch })
  return {
    backend,
    wire,
    /** The next requests get these answers, in order (an Error is thrown, as fetch does offline). */
    answerNext(...answers: (Response | Error)[]) {
      queued.push(...answers)
    },
    signIn: () => signInWithPassword(backend.client, { email: CANNED_ADMIN.email, password: 'admin-password' }),
  }
}

export type CannedProject = ReturnType<typeof cannedSupabase>

/**
 * A fresh canned project for each test of the block that calls it (supabase-js's warning about
 * clients sharing a storage key kept quiet), read in a test: `project.backend.client`, `project.wire`.
 */
export function useCannedProject(): CannedProject {
  let current: CannedProject | undefined
  const now = () => {
    if (!current) throw new Error('The project is made before each test: read it in a test.')
    return current
  }
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    current = cannedSupabase()
  })
  afterEach(() => now().backend.dispose())
  return {
    get backend() {
      return now().backend
    },
    get wire() {
      return now().wire
    },
    answerNext: (...answers) => now().answerNext(...answers),
    signIn: () => now().signIn(),
  }
}
