/**
 * Who is signed in, as the app reads it: supabase-js's session mapped to the few fields the
 * staff screens use.
 */
import type { AuthSession } from '@/lib/backend/supabase/client'

export interface Session {
  accessToken: string
  refreshToken: string
  /** Seconds since the epoch. */
  expiresAt: number
  tokenType: string
  user: { id: string; email: string | null }
}

export function sessionFromSupabase(session: AuthSession): Session {
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
    tokenType: session.token_type,
    user: { id: session.user.id, email: session.user.email ?? null },
  }
}

/**
 * The key of a read kept per sign-in: it holds the session's token, so signing in again (even as
 * the same person, in the same tab) or a verified code (a new token) reads it afresh.
 */
export const perSessionKey = (name: string, session: Session | null | undefined) =>
  ['auth', name, session?.user.id ?? '', session?.accessToken ?? ''] as const
