/**
 * Records one site event with a plain PostgREST request — the same request supabase-js makes
 * for `.from('site_events').insert(row)` without `.select()` — so the page-view path on every
 * page never downloads supabase-js. Anonymous by design: RLS lets anyone insert events.
 */
import { BackendError } from '../errors'
import type { SiteEventInput } from '../events-schema'
import { eventToRow } from '../event-row'

export async function postEvent(
  project: { url: string; anonKey: string },
  event: SiteEventInput,
  fetchFn: typeof fetch = fetch,
): Promise<void> {
  let response: Response
  try {
    response = await fetchFn(`${project.url}/rest/v1/site_events`, {
      method: 'POST',
      keepalive: true,
      headers: {
        apikey: project.anonKey,
        Authorization: `Bearer ${project.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(eventToRow(event)),
    })
  } catch (error) {
    throw new BackendError('network', 'Could not reach the server', { cause: error })
  }
  if (response.ok) return
  const code = response.status === 429 ? 'rate_limited' : response.status >= 500 ? 'server' : 'invalid'
  throw new BackendError(code, `Event not recorded (HTTP ${response.status})`)
}
