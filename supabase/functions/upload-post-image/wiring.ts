/**
 * Builds the request handler from the function's environment. index.ts serves it; the Deno
 * round-trip test imports it without starting a server. Settings (`supabase secrets set`):
 *   ADMIN_ALLOWED_ORIGINS  the site's origins, comma-separated (the editor calls from there; the
 *                          same setting as admin-users)
 * SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are provided by the Edge runtime.
 */
import { handleUploadPostImage } from './handler.ts'
import { createUploadProject, type FetchFn } from './supabase-api.ts'

export type Env = Record<string, string | undefined>

const REQUIRED = ['ADMIN_ALLOWED_ORIGINS', 'SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY']

export function createUploadPostImageHandler(env: Env, fetchFn?: FetchFn): (request: Request) => Promise<Response> {
  const read = (name: string) => env[name]?.trim() ?? ''
  const missing = REQUIRED.filter((name) => !read(name))
  if (missing.length > 0) {
    console.error(`upload-post-image: ${missing.join(', ')} not set; every request gets a 503`)
    return () => Promise.resolve(Response.json({ error: 'not_configured', missing }, { status: 503 }))
  }
  const allowedOrigins = read('ADMIN_ALLOWED_ORIGINS')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  const project = createUploadProject({
    supabaseUrl: read('SUPABASE_URL'),
    anonKey: read('SUPABASE_ANON_KEY'),
    serviceRoleKey: read('SUPABASE_SERVICE_ROLE_KEY'),
    fetch: fetchFn,
  })
  return (request) =>
    handleUploadPostImage(request, {
      allowedOrigins,
      project,
      now: () => new Date(),
      newId: () => crypto.randomUUID(),
    })
}
