/**
 * Challenges a factor and verifies a code from the authenticator app: the session becomes `aal2`.
 * A wrong or expired code: `auth`.
 */
import { BackendError } from '@/lib/backend/errors'
import type { Client } from '@/lib/backend/supabase/client'
import { authDataOrThrow } from '@/lib/backend/supabase/errors'
import { sessionFromSupabase, type Session } from '@/lib/staff/auth/session'
import { z } from '@/lib/zod'

/** A six-digit code from an authenticator app (spaces ignored). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'))

export async function verifyCode(client: Client, factorId: string, code: string): Promise<Session> {
  await authDataOrThrow(client.auth.mfa.challengeAndVerify({ factorId, code }))
  const { data } = await client.auth.getSession()
  if (!data.session) throw new BackendError('auth', 'The session ended: sign in again')
  return sessionFromSupabase(data.session)
}
