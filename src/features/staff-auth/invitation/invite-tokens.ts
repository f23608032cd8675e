import type { InvitationTokens } from './accept-invitation'

export type InvitationLink = { tokens: InvitationTokens } | { error: string } | null

/**
 * What an invitation link carries: GoTrue's redirect (`#access_token=...&refresh_token=...&type=invite`,
 * or `#error=...&error_description=...` for a used or expired link) or a token-hash link
 * (`?token_hash=...&type=invite`). Null when the address holds none of them.
 */
export function readInvitationLink(url: URL): InvitationLink {
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''))
  const query = url.searchParams
  const error = hash.get('error_description') ?? query.get('error_description')
  if (error) return { error: error.replace(/\+/g, ' ') }
  const tokenHash = query.get('token_hash')
  if (tokenHash && (query.get('type') ?? 'invite') === 'invite') return { tokens: { kind: 'token_hash', tokenHash } }
  const accessToken = hash.get('access_token')
  const refreshToken = hash.get('refresh_token')
  if (accessToken && refreshToken) return { tokens: { kind: 'session', accessToken, refreshToken } }
  return null
}

/** The address without the link's tokens, so neither the address bar nor the history keeps them. */
export function clearInvitationLink(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname)
}
