import { useQueryClient } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { getSession, sessionQueryOptions } from '@/lib/staff/auth/get-session'
import type { Session } from '@/lib/staff/auth/session'

/** After a code is verified or a factor removed: the new session, and everything read for the old one. */
export function useSessionChanged() {
  const queryClient = useQueryClient()
  return async (session?: Session) => {
    const next = session ?? (await getSession(await getClient()))
    queryClient.setQueryData(sessionQueryOptions.queryKey, next)
    await queryClient.invalidateQueries({ queryKey: ['auth', 'factors'] })
  }
}
