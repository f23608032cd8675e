/**
 * The embedded local backend: the zero-setup default of `npm run dev`. Everything
 * lives in this browser's localStorage, shared by its tabs. Behaviour and messages mirror the
 * Supabase adapter under the project's row-level security (see docs/decisions/0002).
 */
import type { Backend } from '../ports'
import { configuredLocalAccounts, type LocalAccounts } from './accounts'
import { createLocalAnalytics } from './analytics'
import { createLocalAuth } from './auth'
import { createLocalEvents, createLocalPosts, createLocalSubmissions } from './data'
import { createLocalNotes } from './lead-desk'
import { createLocalTables } from './records'

export { localAccountsFrom, type LocalAccounts } from './accounts'
export { LOCAL_USER_IDS } from './auth'
export { LOCAL_CAPS, LOCAL_KEYS } from './records'

export function createLocalBackend(accounts: LocalAccounts = configuredLocalAccounts()): Backend {
  const tables = createLocalTables()
  const auth = createLocalAuth(accounts, tables)
  return {
    kind: 'local',
    auth,
    submissions: createLocalSubmissions(tables, auth),
    notes: createLocalNotes(tables, auth),
    events: createLocalEvents(tables, auth),
    posts: createLocalPosts(tables, auth),
    analytics: createLocalAnalytics(tables, auth),
  }
}
