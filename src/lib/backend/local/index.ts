/**
 * The embedded local backend, the zero-setup default of `npm run dev`: PostgreSQL itself (PGlite)
 * running supabase/migrations, so every rule about the data is the migrations' own. The data goes
 * through the Supabase adapter itself, whose requests the local project (project/) answers from
 * this database as PostgREST and Storage would, as whoever is signed in here. What Supabase does
 * outside PostgREST is done here in SQL: sign-in (auth.ts), staff invitations (team.ts), the chat
 * function's transcript writes (records.ts), and the page's events queue (events.ts); and an
 * uploaded image is shown from the database. See docs/decisions/0012.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import type { Backend, DemoDataPort } from '../ports'
import { parseEnv } from '@/config/env'
import { createSupabaseBackend } from '../supabase'
import { configuredLocalAccounts, type LocalAccounts } from './accounts'
import { createLocalAuth, type LocalAuth } from './auth'
import { createLocalDemoData } from './demo-data'
import { openLocalDatabase } from './db/open'
import { queuedEventDelivery } from './events'
import { localImageUrls } from './post-images'
import { LOCAL_PROJECT, localProjectFetch } from './project'
import { recordChatExchange } from './records'
import { claimsFor, createRun } from './request'
import { createLocalTeam } from './team'

export { localAccountsFrom, LOCAL_USER_IDS, type LocalAccounts } from './accounts'

export interface LocalBackendOptions {
  accounts?: LocalAccounts
  /** A database to use instead of this browser's (tests pass one in memory). */
  database?: PGliteInterface
}

export interface LocalBackend extends Backend {
  auth: LocalAuth
  demo: DemoDataPort
  /** The open database (tests and the benchmark hand it queries of their own). */
  database(): Promise<PGliteInterface>
}

const projectEnv = parseEnv({ VITE_SUPABASE_URL: LOCAL_PROJECT.url, VITE_SUPABASE_ANON_KEY: LOCAL_PROJECT.anonKey })

export function createLocalBackend(options: LocalBackendOptions = {}): LocalBackend {
  const db = openLocalDatabase(options.accounts ?? configuredLocalAccounts(), options.database)
  const auth = createLocalAuth(db)
  const run = createRun(db, () => auth.caller())
  const deliver = queuedEventDelivery(db)
  const project = createSupabaseBackend(projectEnv, {
    fetch: localProjectFetch(db, () => claimsFor(auth.caller())),
    sessions: false,
  })
  const images = localImageUrls(run)
  return {
    ...project,
    kind: 'local',
    auth,
    // The activity this browser queued is in the database before it is read.
    events: { query: (query) => deliver().then(() => project.events.query(query)) },
    analytics: { siteStats: (from, to) => deliver().then(() => project.analytics.siteStats(from, to)) },
    team: createLocalTeam(run),
    records: { ...project.records, recordExchange: async (exchange) => recordChatExchange(await db, exchange) },
    postImages: {
      ...project.postImages,
      remove: (path) => project.postImages.remove(path).then(() => images.forget(path)),
      displayUrl: images.displayUrl,
    },
    demo: createLocalDemoData(db, auth),
    database: () => db,
  }
}
