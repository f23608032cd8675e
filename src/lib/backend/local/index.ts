/**
 * The embedded local backend, the zero-setup default of `npm run dev`: PostgreSQL itself (PGlite)
 * running supabase/migrations, so every rule about the data is the migrations' own. The data goes
 * through the Supabase adapter itself, whose requests the local project (project/) answers from
 * this database as GoTrue, PostgREST and Storage would, and as the admin-users and
 * upload-post-image edge functions would. The chat function's transcript writes are done here in
 * SQL (records.ts); the page's events queue (events.ts) and showing an uploaded image from the
 * database are local mode's own. See docs/decisions/0012.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { parseEnv } from '@/config/env'
import type { Backend, DemoDataPort } from '../backend'
import { createSupabaseBackend } from '../supabase'
import { authDataOrThrow } from '../supabase/errors'
import { configuredLocalAccounts, type LocalAccounts } from './accounts'
import { createLocalDemoData } from './demo-data'
import { openLocalDatabase } from './db/open'
import { queuedEventDelivery } from './events'
import { localImageUrls } from './post-images'
import { LOCAL_PROJECT, localProjectFetch } from './project'
import { claimsOf } from './project/tokens'
import { recordChatExchange } from './records'
import { createRun, type Caller } from './request'

export { localAccountsFrom, LOCAL_USER_IDS, type LocalAccounts } from './accounts'

export interface LocalBackendOptions {
  accounts?: LocalAccounts
  /** A database to use instead of this browser's (tests pass one in memory). */
  database?: PGliteInterface
}

export interface LocalBackend extends Backend {
  demo: DemoDataPort
  /** Who is signed in on this backend now (tests make requests as them). */
  caller(): Promise<Caller | null>
  /** The open database (tests and the benchmark hand it queries of their own). */
  database(): Promise<PGliteInterface>
}

/** A request that reads site events or counts them (the Overview). */
const readsActivity = (input: RequestInfo | URL) =>
  /\/rest\/v1\/(site_events|rpc\/site_stats)(\?|$)/.test(String(input instanceof Request ? input.url : input))

const projectEnv = parseEnv({ VITE_SUPABASE_URL: LOCAL_PROJECT.url, VITE_SUPABASE_ANON_KEY: LOCAL_PROJECT.anonKey })

export function createLocalBackend(options: LocalBackendOptions = {}): LocalBackend {
  const db = openLocalDatabase(options.accounts ?? configuredLocalAccounts(), options.database)
  const deliver = queuedEventDelivery(db)
  const answer = localProjectFetch(db)
  // The activity this browser queued is in the database before any read of it.
  const project = createSupabaseBackend(projectEnv, {
    fetch: async (input, init) => {
      if (readsActivity(input)) await deliver()
      return answer(input, init)
    },
  })
  const caller = async (): Promise<Caller | null> => {
    const { session } = await authDataOrThrow(project.client.auth.getSession())
    if (!session) return null
    const claims = claimsOf(`Bearer ${session.access_token}`)
    const aal = claims instanceof Response ? undefined : claims.aal
    return { id: session.user.id, email: session.user.email ?? null, ...(typeof aal === 'string' ? { aal } : {}) }
  }
  const run = createRun(db, caller)
  return {
    ...project,
    kind: 'local',
    caller,
    recordChatExchange: async (exchange) => recordChatExchange(await db, exchange),
    postImages: localImageUrls(run),
    demo: createLocalDemoData(db, project.client, caller),
    database: () => db,
  }
}
