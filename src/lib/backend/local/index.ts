/**
 * The embedded local backend, the zero-setup default of `npm run dev`: PostgreSQL itself (PGlite)
 * running supabase/migrations, so every rule about the data is the migrations' own. Each call
 * runs as PostgREST would run the Supabase adapter's request (request.ts). See docs/decisions/0012.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import type { Backend, DemoDataPort } from '../ports'
import { configuredLocalAccounts, type LocalAccounts } from './accounts'
import { createLocalAnalytics } from './analytics'
import { createLocalAudit, createLocalPrivacy } from './audit'
import { createLocalAuth, type LocalAuth } from './auth'
import { createLocalDemoData } from './demo-data'
import { openLocalDatabase } from './db/open'
import { createLocalEvents, queuedEventDelivery } from './events'
import { createLocalNotes } from './lead-notes'
import { createLocalPostImages } from './post-images'
import { createLocalPosts } from './posts'
import { createLocalRecords } from './records'
import { createRun } from './request'
import { createLocalSubmissions } from './submissions'
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

export function createLocalBackend(options: LocalBackendOptions = {}): LocalBackend {
  const db = openLocalDatabase(options.accounts ?? configuredLocalAccounts(), options.database)
  const auth = createLocalAuth(db)
  const run = createRun(db, () => auth.caller())
  const deliver = queuedEventDelivery(db)
  return {
    kind: 'local',
    auth,
    submissions: createLocalSubmissions(run),
    notes: createLocalNotes(run),
    events: createLocalEvents(run, deliver),
    posts: createLocalPosts(run),
    analytics: createLocalAnalytics(run, deliver),
    team: createLocalTeam(run),
    audit: createLocalAudit(run),
    privacy: createLocalPrivacy(run),
    records: createLocalRecords(run, db),
    postImages: createLocalPostImages(run),
    demo: createLocalDemoData(db, auth),
    database: () => db,
  }
}
