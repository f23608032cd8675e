/** The session's assurance level now (`aal1`, `aal2`) and the one the person's factors allow. */
import type { Client } from '@/lib/backend/supabase/client'
import { authDataOrThrow } from '@/lib/backend/supabase/errors'
import { perSessionRead } from '@/lib/staff/auth/per-session-read'
import type { Session } from '@/lib/staff/auth/session'

export type AssuranceLevel = 'aal1' | 'aal2'

export interface Assurance {
  current: AssuranceLevel | null
  /** `aal2` once the person has a verified factor. */
  next: AssuranceLevel | null
}

const level = (value: string | null): AssuranceLevel | null => (value === 'aal1' || value === 'aal2' ? value : null)

export async function getAssurance(client: Client): Promise<Assurance> {
  const data = await authDataOrThrow(client.auth.mfa.getAuthenticatorAssuranceLevel())
  return { current: level(data.currentLevel), next: level(data.nextLevel) }
}

/** Read once per session token: a verified code (a new token) reads it afresh. */
export const assuranceQueryOptions = (session: Session | null | undefined) =>
  perSessionRead('assurance', session, getAssurance)
