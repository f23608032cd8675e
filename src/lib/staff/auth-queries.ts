import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getBackend } from '@/lib/backend'
import type { Session } from '@/lib/backend/auth-port'

/**
 * The signed-in session, read once and shared by the sign-in page and the dashboard's guard.
 * A session that cannot be read counts as none; a backend that cannot be loaded is an error.
 * Auth changes keep it current (`useSessionSync`), so it never goes stale on its own.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: async (): Promise<Session | null> => {
    const backend = await getBackend()
    return backend.auth.getSession().catch(() => null)
  },
  staleTime: Infinity,
  retry: false,
})

/**
 * The user's staff role (admin, viewer) or null. A failed lookup is an error, never a yes. Read
 * once per sign-in: the key holds the session's token, so signing in again (even as the same
 * person, in the same tab) reads the role afresh, and a role revoked since is never taken from the
 * cache. Renders and navigations within one sign-in ask nothing more.
 */
export function staffRoleQueryOptions(session: Session | null | undefined) {
  const userId = session?.user.id ?? ''
  return queryOptions({
    queryKey: ['auth', 'staff-role', userId, session?.accessToken ?? ''],
    queryFn: async () => (await getBackend()).auth.staffRole(userId),
    staleTime: Infinity,
    retry: false,
  })
}

/** Writes every auth change (sign-in, sign-out, refresh) into the session query while mounted. */
export function useSessionSync(enabled = true): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    let unsubscribe: (() => void) | undefined
    let active = true
    void getBackend().then((backend) => {
      if (!active) return
      unsubscribe = backend.auth.onAuthStateChange((_event, session) =>
        queryClient.setQueryData(sessionQueryOptions.queryKey, session),
      )
    })
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [enabled, queryClient])
}
