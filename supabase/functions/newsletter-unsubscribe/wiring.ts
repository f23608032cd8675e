/**
 * Builds the request handler from the function's environment. index.ts serves it; the Deno test
 * imports it without starting a server. Settings (`supabase secrets set`):
 *   SITE_URL  the site's origin (a browser opening the link is sent to its unsubscribe page)
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the Edge runtime.
 */
import { handleUnsubscribe, type Outcome } from './handler.ts'

export type Env = Record<string, string | undefined>
type FetchFn = typeof fetch

const REQUIRED = ['SITE_URL', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY']
const OUTCOMES: readonly Outcome[] = ['unsubscribed', 'already', 'invalid']
const isOutcome = (value: unknown): value is Outcome => OUTCOMES.some((outcome) => outcome === value)

export function createUnsubscribeHandler(env: Env, fetchFn: FetchFn = fetch): (request: Request) => Promise<Response> {
  const read = (name: string) => env[name]?.trim() ?? ''
  const missing = REQUIRED.filter((name) => !read(name))
  if (missing.length > 0) {
    console.error(`newsletter-unsubscribe: ${missing.join(', ')} not set; every request gets a 503`)
    return () => Promise.resolve(Response.json({ error: 'not_configured', missing }, { status: 503 }))
  }
  const key = read('SUPABASE_SERVICE_ROLE_KEY')
  const rpc = `${read('SUPABASE_URL').replace(/\/+$/, '')}/rest/v1/rpc/unsubscribe_newsletter`
  const unsubscribe = async (token: string): Promise<Outcome> => {
    const response = await fetchFn(rpc, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, via: 'one_click' }),
    })
    if (!response.ok) throw new Error(`unsubscribe_newsletter answered ${response.status}`)
    const answer: unknown = await response.json()
    const outcome = answer && typeof answer === 'object' && 'outcome' in answer ? answer.outcome : null
    if (!isOutcome(outcome)) throw new Error(`unsubscribe_newsletter answered ${String(outcome)}`)
    return outcome
  }
  return (request) => handleUnsubscribe(request, { siteUrl: read('SITE_URL'), unsubscribe })
}
