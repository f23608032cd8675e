import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import type { Session } from '@/lib/backend/auth-port'
import type { StaffAuthPort } from '@/lib/backend/staff-auth-port'
import { sessionQueryOptions } from '@/lib/staff/auth-queries'

/**
 * A read of the person's own second-factor state, kept per session token: a verified code (a new
 * token) reads it afresh.
 */
function perSessionRead<T>(
  name: 'assurance' | 'security' | 'factors',
  session: Session | null | undefined,
  read: (staffAuth: StaffAuthPort) => Promise<T>,
  freshness: { staleTime: number; retry?: false },
) {
  return queryOptions({
    queryKey: ['auth', name, session?.user.id ?? '', session?.accessToken ?? ''],
    queryFn: async () => read((await getBackend()).staffAuth),
    ...freshness,
  })
}

const untilTheSessionChanges = { staleTime: Infinity, retry: false } as const

/** The session's assurance level now (`aal1`, `aal2`) and the one its factors allow. */
export const assuranceQueryOptions = (session: Session | null | undefined) =>
  perSessionRead('assurance', session, (staffAuth) => staffAuth.assurance(), untilTheSessionChanges)

/** Whether the firm requires a second factor of staff (staff only). */
export const securityQueryOptions = (session: Session | null | undefined) =>
  perSessionRead('security', session, (staffAuth) => staffAuth.security(), untilTheSessionChanges)

/** The person's authenticator-app factors, verified or not. */
export const factorsQueryOptions = (session: Session | null | undefined) =>
  perSessionRead('factors', session, (staffAuth) => staffAuth.factors(), { staleTime: 0 })

/** After a code is verified or a factor removed: the new session, and everything read for the old one. */
export function useSessionChanged() {
  const queryClient = useQueryClient()
  return async (session?: Session) => {
    const next = session ?? (await (await getBackend()).auth.getSession())
    queryClient.setQueryData(sessionQueryOptions.queryKey, next)
    await queryClient.invalidateQueries({ queryKey: ['auth', 'factors'] })
  }
}
