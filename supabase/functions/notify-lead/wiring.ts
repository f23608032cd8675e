/**
 * Builds the request handler from the function's environment. index.ts serves it; the Deno
 * round-trip test imports it without starting a server. Secrets (`supabase secrets set`):
 *   NOTIFY_LEAD_SECRET   shared with the database's Vault secret notify_lead_secret
 *   RESEND_API_KEY       the e-mail provider's key
 *   NOTIFY_LEAD_TO       the firm's address (comma-separated for several)
 *   NOTIFY_LEAD_FROM     a sender on a domain verified with the provider
 *   NOTIFY_DASHBOARD_URL the admin dashboard, e.g. https://www.example.com/admin-dashboard
 *   RESEND_API_URL       optional (tests point it at a local fake)
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the Edge runtime.
 */
import { handleNotifyLead } from './handler.ts'
import { createPostgrestLeadStore } from './lead.ts'
import { createResendMailer } from './mailer.ts'

export type Env = Record<string, string | undefined>

const REQUIRED = [
  'NOTIFY_LEAD_SECRET',
  'NOTIFY_LEAD_TO',
  'NOTIFY_LEAD_FROM',
  'RESEND_API_KEY',
  'NOTIFY_DASHBOARD_URL',
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
]

export function createNotifyLeadHandler(env: Env, fetchFn: typeof fetch = fetch) {
  const read = (name: string) => env[name]?.trim() ?? ''
  const missing = REQUIRED.filter((name) => !read(name))
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
  }
  const store = createPostgrestLeadStore({
    supabaseUrl: read('SUPABASE_URL'),
    serviceRoleKey: read('SUPABASE_SERVICE_ROLE_KEY'),
    fetch: fetchFn,
  })
  const mailer = createResendMailer({
    apiKey: read('RESEND_API_KEY'),
    baseUrl: read('RESEND_API_URL') || undefined,
    fetch: fetchFn,
  })
  return (request: Request): Promise<Response> => handleNotifyLead(request, { settings, store, mailer })
}
