/**
 * Builds the request handler from the function's environment. index.ts serves it; the Deno
 * round-trip test imports it without starting a server. Settings (`supabase secrets set`):
 *   ADMIN_ALLOWED_ORIGINS      the site's origins, comma-separated (the dashboard calls from there)
 *   ADMIN_INVITE_REDIRECT_URL  optional: where an invitation link lands, the site's accept-invitation page,
 *                              e.g. https://www.example.com/auth/accept-invite (it must be listed in Auth's
 *                              redirect URLs); unset: that page on the first allowed origin
 * SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are provided by the Edge runtime.
 */
import { createAuthApi, type FetchFn } from './auth-api.ts'
import { handleAdminUsers } from './handler.ts'
import { createStaffDb } from './staff-db.ts'

export type Env = Record<string, string | undefined>

const REQUIRED = ['ADMIN_ALLOWED_ORIGINS', 'SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY']

export function createAdminUsersHandler(env: Env, fetchFn?: FetchFn): (request: Request) => Promise<Response> {
  const read = (name: string) => env[name]?.trim() ?? ''
  const missing = REQUIRED.filter((name) => !read(name))
  if (missing.length > 0) {
    console.error(`admin-users: ${missing.join(', ')} not set; every request gets a 503`)
    return () => Promise.resolve(Response.json({ error: 'not_configured', missing }, { status: 503 }))
  }
  const supabaseUrl = read('SUPABASE_URL')
  const anonKey = read('SUPABASE_ANON_KEY')
  const allowedOrigins = read('ADMIN_ALLOWED_ORIGINS')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  const auth = createAuthApi({
    supabaseUrl,
    anonKey,
    serviceRoleKey: read('SUPABASE_SERVICE_ROLE_KEY'),
    // The page that sets the password (src/config/paths.ts acceptInvite); Auth's Site URL would not.
    inviteRedirectTo:
      read('ADMIN_INVITE_REDIRECT_URL') ||
      (allowedOrigins[0] ? `${allowedOrigins[0].replace(/\/+$/, '')}/auth/accept-invite` : undefined),
    fetch: fetchFn,
  })
  return (request) =>
    handleAdminUsers(request, {
      allowedOrigins,
      auth,
      staffDb: (jwt) => createStaffDb({ supabaseUrl, anonKey, jwt, fetch: fetchFn }),
    })
}
