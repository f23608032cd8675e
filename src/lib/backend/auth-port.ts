/** Who is signed in, and whether they hold the admin role. */
import { z } from '@/lib/zod'

export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds since the epoch. */
  expiresAt: z.number(),
  tokenType: z.string(),
  user: z.object({ id: z.string(), email: z.string().nullable() }),
})
export type Session = z.infer<typeof sessionSchema>

export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'INITIAL_SESSION'

export interface AuthPort {
  getSession(): Promise<Session | null>
  /** Rejects with a BackendError (code `auth`) carrying the server's message. */
  signInWithPassword(credentials: { email: string; password: string }): Promise<Session>
  signOut(): Promise<void>
  /** Returns the unsubscribe function. */
  onAuthStateChange(listener: (event: AuthEvent, session: Session | null) => void): () => void
  /** Looks up `user_roles` for role `admin` (docs/product.md §7). Rejects on a failed lookup. */
  isAdmin(userId: string): Promise<boolean>
  /**
   * The person's staff role (`user_roles`): admins change things, viewers read the lead desk and
   * the Overview; null for anyone else. Rejects on a failed lookup.
   */
  staffRole(userId: string): Promise<'admin' | 'viewer' | null>
}
