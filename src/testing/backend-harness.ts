/**
 * The backend on the test database, for the tests of the operations (each feature's `api/`) and
 * of the backend itself: the database opened once per file and reset before each test; the
 * Supabase harness drives supabase-js over src/testing/postgrest-on-pglite.ts, which records every
 * request (page views sent as a Supabase build sends them, images at Storage's public URL), and a
 * test fails on any request it does not know; the local harness is the backend a local build makes.
 *
 *   const { backend, client, signInAs } = useBackendHarness('supabase')
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { parseEnv } from '@/config/env'
import type { Backend } from '@/lib/backend/backend'
import { BackendError } from '@/lib/backend/errors'
import type { SiteEventInput } from '@/lib/backend/events-schema'
import type { SubmissionInput } from '@/lib/backend/leads-schema'
import { createLocalBackend } from '@/lib/backend/local'
import { appendLocalEvent } from '@/lib/backend/local/event-log'
import type { BlogPost } from '@/lib/backend/posts-schema'
import { createSupabaseBackend } from '@/lib/backend/supabase'
import type { Client } from '@/lib/backend/supabase/client'
import { postEvent } from '@/lib/backend/supabase/post-event'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { signOut } from '@/lib/staff/auth/sign-out'
import { inOrderOfWriting, resetLocalDatabase, testAccounts, testDatabase } from './local-database'
import { postgrestOnPglite, TEST_PROJECT, type PostgrestOnPglite } from './postgrest-on-pglite'

const env = parseEnv({ VITE_SUPABASE_URL: TEST_PROJECT.url, VITE_SUPABASE_ANON_KEY: TEST_PROJECT.anonKey })
const { localAdmin, localMember } = testAccounts

export interface Harness {
  backend: Backend
  /** The test database, reset before each test. */
  db: PGliteInterface
  /** The event write path for this backend: what `sendEvent` calls in that mode. */
  sendEvent(event: SiteEventInput): Promise<void>
  rest?: PostgrestOnPglite
  dispose(): Promise<void>
}

const adapters: Record<'local' | 'supabase', (db: PGliteInterface) => Harness> = {
  local: (db) => ({
    backend: createLocalBackend({ accounts: testAccounts, database: db }),
    db,
    sendEvent: (event) => Promise.resolve(appendLocalEvent(event)),
    dispose: () => Promise.resolve(),
  }),
  supabase: (db) => {
    const rest = postgrestOnPglite(db)
    const backend = createSupabaseBackend(env, { fetch: rest.fetch })
    return {
      backend,
      db,
      sendEvent: (event) => postEvent(TEST_PROJECT, event, rest.fetch),
      rest,
      dispose: () => backend.dispose(),
    }
  },
}

/** This test file's database, opened on first use (seconds: once per file, not per test). */
let database: Promise<PGliteInterface> | undefined
const openDatabase = () => (database ??= testDatabase().then(inOrderOfWriting))

export function submission(overrides: Partial<SubmissionInput> = {}): SubmissionInput {
  return {
    clientId: crypto.randomUUID(),
    formType: 'consultation',
    fullName: 'Ann Lee',
    email: 'ann@example.com',
    phone: '5550102000',
    investorType: 'reinsurance',
    investmentAmount: null,
    investmentGoal: null,
    investmentTimeline: '9:00 AM',
    message: 'Please call',
    metadata: { date: '2026-12-01T00:00:00.000Z', submittedAt: '2026-11-22T10:00:00.000Z' },
    page: '/schedule-consultation',
    ...overrides,
  }
}

export function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 'post-1764000000000',
    title: 'Reinsurance in 2026',
    excerpt: 'What changed this year.',
    date: 'November 22, 2026',
    author: 'Hudson Reinsurance Partners',
    image: 'https://images.example.com/a.jpg',
    slug: 'reinsurance-in-2026',
    content: 'First paragraph.\n\nSecond paragraph.',
    published: true,
    ...overrides,
  }
}

export async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof BackendError) return error
    throw new Error(`expected a BackendError, got ${String(error)}`)
  }
  throw new Error('expected the call to reject')
}

/** The BackendError code a call rejects with, or 'resolved' when it does not reject. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (error instanceof BackendError) return error.code
    throw error
  }
  return 'resolved'
}

/**
 * The `blob:` URLs made in this test, with what each holds (the local adapter shows uploads
 * through them). Recorded, since Node's own `blob:` store cannot hold jsdom's Blobs.
 */
const objectUrls = new Map<string, Blob>()
function recordObjectUrls() {
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${objectUrls.size + 1}`
    if (blob instanceof Blob) objectUrls.set(url, blob)
    return url
  })
}
export async function blobBytes(url: string): Promise<Uint8Array | undefined> {
  const blob = objectUrls.get(url)
  return blob ? new Uint8Array(await blob.arrayBuffer()) : undefined
}

/** What Storage serves at a public URL: the stand-in's file (the test project has no Storage server). */
export async function publicFileBytes(db: PGliteInterface, url: string): Promise<Uint8Array | undefined> {
  const [, bucket, name] = /\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/.exec(new URL(url).pathname) ?? []
  const { rows } = await db.query<{ bytes: Uint8Array }>('select bytes from storage.local_public_file($1, $2)', [
    bucket,
    name,
  ])
  return rows[0]?.bytes
}

/** Typed as unknown so the asymmetric matcher is not `any` in object literals. */
export const anyString: unknown = expect.any(String)

/** Signs a backend in as one of the test accounts, or out for a visitor. */
export function signInWith(backend: () => Backend) {
  return async (who: 'admin' | 'member' | 'visitor') => {
    await signOut(backend().client)
    if (who !== 'visitor') await signInWithPassword(backend().client, who === 'admin' ? localAdmin : localMember)
  }
}

/** What an admin lists, after it was refused to a visitor and listed nothing for a member. */
export async function listedForAdminsOnly<Row>(
  signInAs: (who: 'admin' | 'member' | 'visitor') => Promise<void>,
  list: () => Promise<{ rows: Row[]; total: number }>,
): Promise<Row[]> {
  expect((await rejection(list())).code).toBe('forbidden')
  await signInAs('member')
  await expect(list()).resolves.toEqual({ rows: [], total: 0 })
  await signInAs('admin')
  return (await list()).rows
}

/** The current test's backend, read when a test runs (each test gets a fresh one). */
export interface TestBackend {
  readonly backend: Backend
  /** The backend's typed client, which the operations take. */
  readonly client: Client
  readonly db: PGliteInterface
  readonly rest: PostgrestOnPglite | undefined
  /** The event write path of this build: what `sendEvent` calls in it. */
  sendEvent(event: SiteEventInput): Promise<void>
  /** Signs in as one of the test accounts, or out for a visitor. */
  signInAs(who: 'admin' | 'member' | 'visitor'): Promise<void>
}

/**
 * A fresh database and the named build's backend for each test of the block that calls it:
 * `const h = useHarness('supabase')`, then `h.client`, `h.signInAs('admin')` in the tests.
 */
export function useHarness(name: 'local' | 'supabase'): TestBackend {
  let current: Harness | undefined
  const now = (): Harness => {
    if (!current) throw new Error('The backend is made before each test: read it in a test.')
    return current
  }
  beforeAll(openDatabase, 120_000)
  beforeEach(async () => {
    recordObjectUrls()
    const warn = console.warn.bind(console)
    // supabase-js warns about one client per test sharing the storage key; that is the point here.
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args)
    })
    const db = await openDatabase()
    await resetLocalDatabase(db)
    current = adapters[name](db)
  }, 60_000)
  afterEach(async () => {
    await now().dispose()
    expect(now().rest?.unexpected ?? []).toEqual([])
  })
  return {
    get backend() {
      return now().backend
    },
    get client() {
      return now().backend.client
    },
    get db() {
      return now().db
    },
    get rest() {
      return now().rest
    },
    sendEvent: (event) => now().sendEvent(event),
    signInAs: signInWith(() => now().backend),
  }
}
