/**
 * Records a site event on the configured backend without loading its adapter: no zod, no
 * supabase-js. Page views are recorded on every page, so this path must cost next to nothing;
 * the database's CHECK constraints (and the local reader's zod parse) still guard the data.
 * `VITE_BACKEND` is a build-time constant: a Supabase build holds no local event log.
 */
import { appendLocalEvent } from './local/event-log'
import type { SiteEventInput } from './events-schema'
import { postEvent } from './supabase/post-event'

export async function sendEvent(event: SiteEventInput): Promise<void> {
  if (import.meta.env.VITE_BACKEND !== 'supabase') return appendLocalEvent(event)
  const project = {
    url: import.meta.env.VITE_SUPABASE_URL ?? '',
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY ?? '',
  }
  await postEvent(project, event)
}
