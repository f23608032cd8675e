/**
 * Builds the request handler from the function's environment. index.ts serves it; the Deno
 * round-trip test imports it without starting a server. Secrets (`supabase secrets set`):
 *   NOTIFY_LEAD_SECRET   shared with the database's Vault secret notify_lead_secret
 *   RESEND_API_KEY       the e-mail provider's key
 *   NOTIFY_LEAD_TO       the firm's address (comma-separated for several)
 *   NOTIFY_LEAD_FROM     a sender on a domain verified with the provider
 *   NOTIFY_DASHBOARD_URL the admin dashboard, e.g. https://www.example.com/admin-dashboard
 *   EMAIL_FROM           optional: the sender of the visitors' e-mails (the queue); else NOTIFY_LEAD_FROM
 *   RESEND_API_URL       optional (tests point it at a local fake)
 * SUPABASE_URL and the service key are provided by the Edge runtime: SUPABASE_SECRET_KEYS (a JSON
 * object of secret keys, `sb_secret_...`; its "default" one is used), else SUPABASE_SECRET_KEY,
 * else the legacy SUPABASE_SERVICE_ROLE_KEY (a JWT).
 */
import { handleNotifyLead } from './handler.ts'
import { createPostgrestLeadStore } from './lead.ts'
import { createResendMailer } from './mailer.ts'
import { createPostgrestEmailStore } from './outbox.ts'

export type Env = Record<string, string | undefined>

const REQUIRED = [
  'NOTIFY_LEAD_SECRET',
  'NOTIFY_LEAD_TO',
  'NOTIFY_LEAD_FROM',
  'RESEND_API_KEY',
  'NOTIFY_DASHBOARD_URL',
  'SUPABASE_URL',
]

/** The service key: a new secret key where the platform gives one, else the legacy JWT. */
export function serviceKeyFrom(env: Env): string {
  try {
    const keys = JSON.parse(env.SUPABASE_SECRET_KEYS ?? '') as unknown
    if (keys && typeof keys === 'object') {
      const named = new Map<string, unknown>(Object.entries(keys))
      const found = [named.get('default'), ...named.values()].find(
        (value): value is string => typeof value === 'string' && !!value.trim(),
      )
      if (found) return found.trim()
    }
  } catch {
    // not set, or not JSON: the single-key variables below
  }
  return env.SUPABASE_SECRET_KEY?.trim() || env.SUPABASE_SERVICE_ROLE_KEY?.trim() || ''
}

export function createNotifyLeadHandler(env: Env, fetchFn: typeof fetch = fetch) {
  const read = (name: string) => env[name]?.trim() ?? ''
  const serviceKey = serviceKeyFrom(env)
  const missing = [...REQUIRED.filter((name) => !read(name)), ...(serviceKey ? [] : ['SUPABASE_SERVICE_ROLE_KEY'])]
  if (missing.length > 0) {
    console.error(`notify-lead: ${missing.join(', ')} not set; every request gets a 503 and leads wait for the retry`)
    return (): Promise<Response> =>
      Promise.resolve(Response.json({ error: 'not_configured', missing }, { status: 503 }))
  }
  const settings = {
    secret: read('NOTIFY_LEAD_SECRET'),
    to: read('NOTIFY_LEAD_TO')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    from: read('NOTIFY_LEAD_FROM'),
    dashboardUrl: read('NOTIFY_DASHBOARD_URL'),
    emailFrom: read('EMAIL_FROM'),
  }
  const database = { supabaseUrl: read('SUPABASE_URL'), serviceKey, fetch: fetchFn }
  const store = createPostgrestLeadStore(database)
  const emails = createPostgrestEmailStore(database)
  const mailer = createResendMailer({
    apiKey: read('RESEND_API_KEY'),
    baseUrl: read('RESEND_API_URL') || undefined,
    fetch: fetchFn,
  })
  return (request: Request): Promise<Response> => handleNotifyLead(request, { settings, store, mailer, emails })
}
