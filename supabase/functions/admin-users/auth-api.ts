/**
 * Supabase Auth (GoTrue) over HTTP: who a JWT belongs to (with the project's public key, as the
 * browser would ask), and the admin endpoints (with the service role key, which never leaves
 * the function): invitations, bans and deleting a person's MFA factors.
 */
export type FetchFn = (input: string, init: RequestInit) => Promise<Response>

export interface AuthUser {
  id: string
  email: string | null
}

export type InviteResult = { status: 'invited'; userId: string } | { status: 'exists' }

export interface AuthApi {
  /** The user the access token belongs to; null when Auth does not accept the token. */
  getUser(jwt: string): Promise<AuthUser | null>
  /** Sends the invitation e-mail (creating the account); 'exists' when the address has an account. */
  invite(email: string): Promise<InviteResult>
  /**
   * Banned: every session ends (refresh tokens are refused, sign-in too) and the person cannot
   * sign in until unbanned; a revoked colleague has nothing left to sign in for.
   */
  setBanned(userId: string, banned: boolean): Promise<void>
  /** The ids of the person's MFA factors (verified or not). */
  listFactors(userId: string): Promise<string[]>
  /** Deletes one factor; Auth drops the person's sessions that used it to aal1. */
  deleteFactor(userId: string, factorId: string): Promise<void>
}

export class AuthApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'AuthApiError'
  }
}

/** Long enough to mean "until unbanned" (Go duration syntax). */
const BANNED_FOR = '876000h'

export function createAuthApi(options: {
  supabaseUrl: string
  anonKey: string
  serviceRoleKey: string
  /** Where the invitation link lands (the site's sign-in page); Auth's Site URL when unset. */
  inviteRedirectTo?: string
  fetch?: FetchFn
}): AuthApi {
  const base = `${options.supabaseUrl.replace(/\/+$/, '')}/auth/v1`
  const send = (path: string, init: RequestInit) =>
    (options.fetch ?? fetch)(`${base}${path}`, { ...init, signal: AbortSignal.timeout(10_000) })
  const asAdmin = {
    apikey: options.serviceRoleKey,
    Authorization: `Bearer ${options.serviceRoleKey}`,
    'Content-Type': 'application/json',
  }
  const failure = async (what: string, response: Response) =>
    new AuthApiError(
      `${what}: Auth answered ${response.status} ${(await response.text()).slice(0, 300)}`,
      response.status,
    )

  return {
    async getUser(jwt) {
      const response = await send('/user', { headers: { apikey: options.anonKey, Authorization: `Bearer ${jwt}` } })
      if (response.status === 401 || response.status === 403) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) throw await failure('reading the caller', response)
      const user = (await response.json()) as { id?: unknown; email?: unknown }
      return typeof user.id === 'string'
        ? { id: user.id, email: typeof user.email === 'string' ? user.email : null }
        : null
    },

    async invite(email) {
      const query = options.inviteRedirectTo ? `?redirect_to=${encodeURIComponent(options.inviteRedirectTo)}` : ''
      const response = await send(`/invite${query}`, {
        method: 'POST',
        headers: asAdmin,
        body: JSON.stringify({ email }),
      })
      if (response.ok) {
        const user = (await response.json()) as { id?: unknown }
        if (typeof user.id !== 'string')
          throw new AuthApiError('invite: Auth answered without a user id', response.status)
        return { status: 'invited', userId: user.id }
      }
      const text = await response.text()
      // 422 email_exists ("A user with this email address has already been registered").
      if (response.status === 422 && /email_exists|already been registered/i.test(text)) return { status: 'exists' }
      throw new AuthApiError(`invite: Auth answered ${response.status} ${text.slice(0, 300)}`, response.status)
    },

    async setBanned(userId, banned) {
      const response = await send(`/admin/users/${encodeURIComponent(userId)}`, {
        method: 'PUT',
        headers: asAdmin,
        body: JSON.stringify({ ban_duration: banned ? BANNED_FOR : 'none' }),
      })
      if (!response.ok) throw await failure(banned ? 'signing out' : 'lifting the ban', response)
      await response.body?.cancel()
    },

    async listFactors(userId) {
      const response = await send(`/admin/users/${encodeURIComponent(userId)}/factors`, { headers: asAdmin })
      if (!response.ok) throw await failure('listing the factors', response)
      const factors = (await response.json()) as unknown
      if (!Array.isArray(factors)) throw new AuthApiError('listing the factors: Auth answered no list', response.status)
      return factors.flatMap((factor: { id?: unknown }) => (typeof factor?.id === 'string' ? [factor.id] : []))
    },

    async deleteFactor(userId, factorId) {
      const path = `/admin/users/${encodeURIComponent(userId)}/factors/${encodeURIComponent(factorId)}`
      const response = await send(path, { method: 'DELETE', headers: asAdmin })
      // 404: already gone (another reset, or the person removed it): the outcome is the same.
      if (!response.ok && response.status !== 404) throw await failure('deleting a factor', response)
      await response.body?.cancel()
    },
  }
}
