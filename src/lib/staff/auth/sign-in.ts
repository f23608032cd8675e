/** Signs in with an e-mail address and a password. A refusal rejects with code `auth` and the server's message. */
import type { Client } from '@/lib/backend/supabase/client'
import { BackendError } from '@/lib/backend/errors'
import { authDataOrThrow } from '@/lib/backend/supabase/errors'
import { sessionFromSupabase, type Session } from './session'

export interface Credentials {
  email: string
  password: string
}

export async function signInWithPassword(client: Client, { email, password }: Credentials): Promise<Session> {
  const { session } = await authDataOrThrow(client.auth.signInWithPassword({ email, password }))
  if (!session) throw new BackendError('auth', 'Failed to sign in')
  return sessionFromSupabase(session)
}
