/**
 * Records a site event on the configured backend without loading its adapter: no zod, no
 * supabase-js. Page views are recorded on every page, so this path must cost next to nothing;
 * the database's CHECK constraints (and the local reader's zod parse) still guard the data.
 */
import { resolveBackendKind } from '@/config/backend-kind'
import { appendLocalEvent } from './local/event-log'
import type { SiteEventInput } from './ports'
import { postEvent } from './supabase/post-event'

export async function sendEvent(event: SiteEventInput): Promise<void> {
  const vars = import.meta.env
  if (resolveBackendKind(vars) === 'local') return appendLocalEvent(event)
  await postEvent({ url: vars.VITE_SUPABASE_URL ?? '', anonKey: vars.VITE_SUPABASE_ANON_KEY ?? '' }, event)
}
