/**
 * Picks the backend adapter (CONTRACT.md) and loads it on first use, so public pages never
 * download supabase-js until a backend call is made.
 */
import { env } from '@/config/env'
import type { Backend } from './ports'

let backend: Promise<Backend> | undefined

export function getBackend(): Promise<Backend> {
  backend ??= (
    env.backend === 'supabase'
      ? import('./supabase').then((m) => m.createSupabaseBackend(env))
      : import('./local').then((m) => m.createLocalBackend(env))
  ).catch((error: unknown) => {
    backend = undefined // a chunk that failed to load (offline) is tried again next time
    throw error
  })
  return backend
}

export * from './ports'
