/**
 * A test file on the real local backend, as the app reaches it through `getBackend`: this file's
 * database opened once, and before each test a fresh backend on it, seeded and signed in as asked.
 * The file's own `vi.mock` hands that backend to the code under test:
 *
 *   vi.mock('@/lib/backend', () => import('@/testing/local-backend-per-test').then((m) => m.backendModule()))
 *   const local = localBackendPerTest({ signedInAs: testAccounts.localAdmin })
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import type { LocalBackend } from '@/lib/backend/local'
import type { Credentials } from '@/lib/backend/local/accounts'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { freshLocalBackend, testDatabase } from './local-database'

let current: LocalBackend | undefined

/** `@/lib/backend` with `getBackend` (and `getClient`) answering the current test's backend. */
export async function backendModule(): Promise<Record<string, unknown>> {
  return {
    ...(await vi.importActual<Record<string, unknown>>('@/lib/backend')),
    getBackend: () => Promise.resolve(current),
    getClient: () => Promise.resolve(current?.client),
  }
}

interface Options {
  /** Who is signed in when each test starts; nobody when left out. */
  signedInAs?: Credentials
  /** What each test starts with, written on the fresh backend before the sign-in. */
  seed?: (backend: LocalBackend, db: PGliteInterface) => Promise<unknown>
  /** For both hooks; by default opening the database may take 120 s and each reset 60 s. */
  hookTimeout?: number
}

/** Registers the hooks; the backend and the database are read in tests (and in later hooks). */
export function localBackendPerTest({ signedInAs, seed, hookTimeout }: Options = {}) {
  let db: PGliteInterface | undefined
  beforeAll(async () => {
    db = await testDatabase() // opening it takes seconds: once per file, not per test
  }, hookTimeout ?? 120_000)
  beforeEach(async () => {
    current = await freshLocalBackend()
    await seed?.(current, await current.database())
    if (signedInAs) await signInWithPassword(current.client, signedInAs)
  }, hookTimeout ?? 60_000)
  return {
    get backend(): LocalBackend {
      if (!current) throw new Error('The backend is made before each test: read it in a test.')
      return current
    },
    get db(): PGliteInterface {
      if (!db) throw new Error('The database opens before the first test: read it in a test.')
      return db
    },
  }
}
