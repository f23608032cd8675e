/**
 * The signed-in session (none: null), read once and shared by the sign-in page, the dashboard's
 * guard and the staff screens.
 */
import { queryOptions } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { Client } from '@/lib/backend/supabase/client'
import { authDataOrThrow } from '@/lib/backend/supabase/errors'
import { sessionFromSupabase, type Session } from './session'

export async function getSession(client: Client): Promise<Session | null> {
  const { session } = await authDataOrThrow(client.auth.getSession())
  return session ? sessionFromSupabase(session) : null
}

/**
 * A session that cannot be read counts as none; a backend that cannot be loaded is an error.
 * Auth changes keep it current (`useSessionSync`), so it never goes stale on its own.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: async (): Promise<Session | null> => {
    const client = await getClient()
    return getSession(client).catch(() => null)
  },
  staleTime: Infinity,
  retry: false,
})
