/** The person's own authenticator-app (TOTP) factors, verified or not. */
import { queryOptions } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import type { AuthFactor, Client } from '@/lib/backend/supabase/client'
import { authDataOrThrow } from '@/lib/backend/supabase/errors'
import { perSessionKey, type Session } from '@/lib/staff/auth/session'

export interface SecondFactor {
  id: string
  friendlyName: string | null
  status: 'verified' | 'unverified'
  createdAt: string
}

/** Auth's TOTP factors as it answers them (enrolTotp reads the unfinished ones). */
export async function totpFactors(client: Client): Promise<AuthFactor[]> {
  return (await authDataOrThrow(client.auth.mfa.listFactors())).all.filter((f) => f.factor_type === 'totp')
}

const factorOf = (factor: AuthFactor): SecondFactor => ({
  id: factor.id,
  friendlyName: factor.friendly_name ?? null,
  status: factor.status === 'verified' ? 'verified' : 'unverified',
  createdAt: factor.created_at,
})

export async function getFactors(client: Client): Promise<SecondFactor[]> {
  return (await totpFactors(client)).map(factorOf)
}

/** Kept per session token, and read afresh each time a screen asks. */
export const factorsQueryOptions = (session: Session | null | undefined) =>
  queryOptions({
    queryKey: perSessionKey('factors', session),
    queryFn: async () => getFactors(await getClient()),
    staleTime: 0,
  })
