/**
 * Opens an invited colleague's session from the link in their e-mail: `verifyOtp` for a token-hash
 * link, `setSession` for GoTrue's implicit-flow redirect. An expired or used link: `auth`.
 */
import { BackendError } from '@/lib/backend/errors'
import type { Client } from '@/lib/backend/supabase/client'
import { authDataOrThrow } from '@/lib/backend/supabase/errors'
import { sessionFromSupabase, type Session } from '@/lib/staff/auth/session'

/**
 * What an invitation link carries: GoTrue's implicit flow lands with the session in the hash
 * (`#access_token=...&refresh_token=...&type=invite`), a link built on `{{ .TokenHash }}` with
 * `?token_hash=...&type=invite` (verified with `verifyOtp`).
 */
export type InvitationTokens =
  { kind: 'session'; accessToken: string; refreshToken: string } | { kind: 'token_hash'; tokenHash: string }

export async function acceptInvitation(client: Client, tokens: InvitationTokens): Promise<Session> {
  const { session } = await authDataOrThrow(
    tokens.kind === 'token_hash'
      ? client.auth.verifyOtp({ token_hash: tokens.tokenHash, type: 'invite' })
      : client.auth.setSession({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken }),
  )
  if (!session) throw new BackendError('auth', 'The invitation could not be opened')
  return sessionFromSupabase(session)
}
