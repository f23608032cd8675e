/**
 * The embedded local backend: the zero-setup default of `npm run dev` (CONTRACT.md). Everything
 * lives in this browser's localStorage, shared by its tabs. Behaviour and messages mirror the
 * Supabase adapter under the project's row-level security (see docs/decisions/0002).
 */
import type { Env } from '@/config/env'
import type { Backend } from '../ports'
import { createLocalAuth } from './auth'
import { createLocalEvents, createLocalPosts, createLocalSubmissions } from './data'
import { createLocalNotes } from './lead-desk'
import { createLocalTables } from './records'

export { LOCAL_USER_IDS } from './auth'
export { LOCAL_CAPS, LOCAL_KEYS } from './records'

export function createLocalBackend(env: Env): Backend {
  const tables = createLocalTables()
  const auth = createLocalAuth(env, tables)
  return {
    kind: 'local',
    auth,
    submissions: createLocalSubmissions(tables, auth),
    notes: createLocalNotes(tables, auth),
    events: createLocalEvents(tables, auth),
    posts: createLocalPosts(tables, auth),
  }
}
