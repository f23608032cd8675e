/**
 * A visitor's read of a public relation without the typed client (no zod, no supabase-js): the
 * GET supabase-js makes with the anon key, for the public pages' few reads (the published posts,
 * the calculator's rates). Rows come back unchecked: each caller checks its own by hand.
 */
import { BackendError } from './errors'

export interface AnonProject {
  url: string
  anonKey: string
}

/** A passing outage must not leave a page waiting: the read gives up after this long. */
export const READ_TIMEOUT_MS = 10_000

/** The project this build talks to (a Supabase build's public settings). */
export const configuredProject = (): AnonProject => ({
  url: import.meta.env.VITE_SUPABASE_URL ?? '',
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY ?? '',
})

/** GET /rest/v1/<relation>?<query> as anon; `what` names the rows in error messages ("Posts"). */
export async function fetchAnonRows(
  project: AnonProject,
  relation: string,
  query: URLSearchParams,
  what: string,
  fetchFn: typeof fetch = fetch,
): Promise<unknown[]> {
  if (!project.url || !project.anonKey) {
    throw new BackendError('server', 'Supabase is not configured: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.')
  }
  let response: Response
  try {
    response = await fetchFn(`${project.url.replace(/\/+$/, '')}/rest/v1/${relation}?${query}`, {
      method: 'GET',
      headers: { apikey: project.anonKey, Authorization: `Bearer ${project.anonKey}`, Accept: 'application/json' },
      ...(typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(READ_TIMEOUT_MS) } : {}),
    })
  } catch (error) {
    throw new BackendError('network', 'Could not reach the server', { cause: error })
  }
  if (!response.ok) {
    const code = response.status === 429 ? 'rate_limited' : response.status >= 500 ? 'server' : 'invalid'
    throw new BackendError(code, `${what} not read (HTTP ${response.status})`)
  }
  let rows: unknown
  try {
    rows = await response.json()
  } catch (error) {
    // A body cut off mid-way (the time limit, a dropped connection) or a proxy's HTML page.
    throw new BackendError('server', `${what} not read (unreadable answer)`, { cause: error })
  }
  if (!Array.isArray(rows)) throw new BackendError('server', `${what} not read (unexpected answer)`)
  return rows as unknown[]
}
