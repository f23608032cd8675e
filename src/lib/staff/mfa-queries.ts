import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { getBackend, type Session } from '@/lib/backend'
import { sessionQueryOptions } from '@/lib/staff/auth-queries'

/** Read once per session token: a verified code (a new token) reads them afresh. */
const perSession = (session: Session | null | undefined) => [session?.user.id ?? '', session?.accessToken ?? '']

/** The session's assurance level now (`aal1`, `aal2`) and the one its factors allow. */
export const assuranceQueryOptions = (session: Session | null | undefined) =>
  queryOptions({
    queryKey: ['auth', 'assurance', ...perSession(session)],
    queryFn: async () => (await getBackend()).staffAuth.assurance(),
    staleTime: Infinity,
    retry: false,
  })

/** Whether the firm requires a second factor of staff (staff only). */
export const securityQueryOptions = (session: Session | null | undefined) =>
  queryOptions({
    queryKey: ['auth', 'security', ...perSession(session)],
    queryFn: async () => (await getBackend()).staffAuth.security(),
    staleTime: Infinity,
    retry: false,
  })

/** The person's authenticator-app factors, verified or not. */
export const factorsQueryOptions = (session: Session | null | undefined) =>
  queryOptions({
    queryKey: ['auth', 'factors', ...perSession(session)],
    queryFn: async () => (await getBackend()).staffAuth.factors(),
    staleTime: 0,
  })

/** After a code is verified or a factor removed: the new session, and everything read for the old one. */
export function useSessionChanged() {
  const queryClient = useQueryClient()
  return async (session?: Session) => {
    const next = session ?? (await (await getBackend()).auth.getSession())
    queryClient.setQueryData(sessionQueryOptions.queryKey, next)
    await queryClient.invalidateQueries({ queryKey: ['auth', 'factors'] })
  }
}
