/**
 * Picks the backend (the hosted project's client, or a local build's) and loads it on first use, so public pages never download
 * supabase-js until a backend call is made. `import.meta.env.VITE_BACKEND` is a build-time
 * constant (scripts/vite-plugin-backend-guard.ts): a build holds only the backend it uses.
 */
import { env } from '@/config/env'
import type { Backend } from './backend'
import type { Client } from './supabase/client'

let backend: Promise<Backend> | undefined

export function getBackend(): Promise<Backend> {
  backend ??= (
    import.meta.env.VITE_BACKEND === 'supabase'
      ? import('./supabase').then((m) => m.createSupabaseBackend(env))
      : import('./local').then((m) => m.createLocalBackend())
  ).catch((error: unknown) => {
    backend = undefined // a chunk that failed to load (offline) is tried again next time
    throw error
  })
  return backend
}

/** The typed supabase-js client the operations call (supabase/client.ts), loaded as getBackend loads it. */
export async function getClient(): Promise<Client> {
  return (await getBackend()).client
}
