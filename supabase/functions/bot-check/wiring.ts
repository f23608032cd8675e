/**
 * Builds the request handler from the function's environment. index.ts serves it; the Deno
 * test imports it without starting a server. Settings (`supabase secrets set`):
 *   TURNSTILE_SECRET_KEY       Cloudflare Turnstile's secret key (its site key is the site's
 *                              VITE_TURNSTILE_SITE_KEY)
 *   BOT_PASS_SECRET            the Vault secret bot_pass_key's value (at least 32 characters):
 *                              the database checks the passes with it
 *   BOT_CHECK_ALLOWED_ORIGINS  the site's origins, comma-separated: the forms call from there, and
 *                              a token is accepted only from their hostnames
 *   TURNSTILE_SITEVERIFY_URL   optional: Cloudflare's siteverify unless set (tests point it at a fake)
 */
import { handleBotCheck, type Siteverify } from './handler.ts'

export type Env = Record<string, string | undefined>
export type FetchFn = typeof fetch

const REQUIRED = ['TURNSTILE_SECRET_KEY', 'BOT_PASS_SECRET', 'BOT_CHECK_ALLOWED_ORIGINS']
const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
/** How long siteverify may take before the visitor is told to try again. */
export const SITEVERIFY_TIMEOUT_MS = 5_000

export function createBotCheckHandler(
  env: Env,
  fetchFn: FetchFn = fetch,
  timeoutMs = SITEVERIFY_TIMEOUT_MS,
): (request: Request) => Promise<Response> {
  const read = (name: string) => env[name]?.trim() ?? ''
  const missing = REQUIRED.filter((name) => !read(name))
  if (read('BOT_PASS_SECRET') && read('BOT_PASS_SECRET').length < 32) missing.push('BOT_PASS_SECRET (32 characters)')
  if (missing.length > 0) {
    console.error(`bot-check: ${missing.join(', ')} not set; every request gets a 503`)
    return () => Promise.resolve(Response.json({ error: 'not_configured', missing }, { status: 503 }))
  }
  const allowedOrigins = read('BOT_CHECK_ALLOWED_ORIGINS')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  const hostnames = allowedOrigins.map((origin) => new URL(origin).hostname.toLowerCase())
  const siteverifyUrl = read('TURNSTILE_SITEVERIFY_URL') || SITEVERIFY_URL
  const verify = async (token: string, remoteIp: string | null): Promise<Siteverify> => {
    const form = new URLSearchParams({ secret: read('TURNSTILE_SECRET_KEY'), response: token })
    if (remoteIp) form.set('remoteip', remoteIp)
    const response = await fetchFn(siteverifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
    return (await response.json()) as Siteverify
  }
  return (request) =>
    handleBotCheck(request, {
      allowedOrigins,
      hostnames,
      passSecret: read('BOT_PASS_SECRET'),
      verify,
      now: () => new Date(),
    })
}
