/**
 * The Supabase adapter: the only module that imports supabase-js. src/lib/backend/index.ts loads
 * it with a dynamic import on the first backend call, so public pages do not download it.
 */
import { createClient } from '@supabase/supabase-js'
import type { Env } from '@/config/env'
import { BackendError } from '../errors'
import type { Backend } from '../backend'
import { storagePublicUrl } from '../post-image'
import type { PostImageUrls } from '../posts-schema'
import type { Database } from './database.types'
import { SUPABASE_SESSION_KEY } from './session-key'

export { SUPABASE_SESSION_KEY } from './session-key'

export interface SupabaseBackendOptions {
  /** Replaces the global fetch (tests record and answer requests with it; a local build's project answers it). */
  fetch?: typeof fetch
}

export interface SupabaseBackend extends Backend {
  /** Stops the auth client's background work (auto refresh, cross-tab channel). */
  dispose(): Promise<void>
}

/** Where an uploaded post image shows: Storage's public URL (nothing to let go after a deletion). */
const postImageUrls = (projectUrl: string): PostImageUrls => ({
  displayUrl: (path) => Promise.resolve(storagePublicUrl(projectUrl, path)),
  forget: () => undefined,
})

export function createSupabaseBackend(env: Env, options: SupabaseBackendOptions = {}): SupabaseBackend {
  if (!env.supabaseUrl || !env.supabaseAnonKey) {
    throw new BackendError('server', 'Supabase is not configured: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.')
  }
  const client = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: {
      storageKey: SUPABASE_SESSION_KEY,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
    },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  })
  return {
    kind: 'supabase',
    client,
    postImages: postImageUrls(env.supabaseUrl),
    dispose: () => client.auth.dispose(),
  }
}
