/** AuthPort over supabase-js auth. */
import type { Session as SupabaseSession, SupabaseClient } from '@supabase/supabase-js'
import { BackendError } from '../errors'
import type { AuthEvent, AuthPort, Session } from '../auth-port'
import type { Database } from './database.types'
import { fromAuth, fromPostgrest, fromUnknown } from './errors'

const FORWARDED_EVENTS = new Set<string>([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
])
export function sessionFromSupabase(session: SupabaseSession): Session {
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
    tokenType: session.token_type,
    user: { id: session.user.id, email: session.user.email ?? null },
  }
}

const isForwarded = (event: string): event is AuthEvent => FORWARDED_EVENTS.has(event)

export function createSupabaseAuth(client: SupabaseClient<Database>): AuthPort {
  return {
    async getSession() {
      const { data, error } = await client.auth.getSession().catch((e: unknown) => {
        throw fromUnknown(e)
      })
      if (error) throw fromAuth(error)
      return data.session ? sessionFromSupabase(data.session) : null
    },

    async signInWithPassword({ email, password }) {
      const { data, error } = await client.auth.signInWithPassword({ email, password }).catch((e: unknown) => {
        throw fromUnknown(e)
      })
      if (error) throw fromAuth(error)
      if (!data.session) throw new BackendError('auth', 'Failed to sign in')
      return sessionFromSupabase(data.session)
    },

    async signOut() {
      const { error } = await client.auth.signOut().catch((e: unknown) => {
        throw fromUnknown(e)
      })
      if (error) throw fromAuth(error)
    },

    onAuthStateChange(listener) {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        if (isForwarded(event)) listener(event, session ? sessionFromSupabase(session) : null)
      })
      return () => data.subscription.unsubscribe()
    },

    /** docs/product.md §7: role from user_roles where user_id = the user and role = admin, at most one row. */
    async isAdmin(userId) {
      const { data, error, status } = await client
        .from('user_roles')
        .select('role')
        .eq('user_id', userId)
        .eq('role', 'admin')
        .limit(1)
        .maybeSingle()
        .retry(false)
      if (error) throw fromPostgrest(error, status, 'read')
      return data !== null
    },

    /** One role per person (user_roles_user_id_key); RLS shows a person their own row. */
    async staffRole(userId) {
      const { data, error, status } = await client
        .from('user_roles')
        .select('role')
        .eq('user_id', userId)
        .limit(1)
        .maybeSingle()
        .retry(false)
      if (error) throw fromPostgrest(error, status, 'read')
      return data?.role ?? null
    },
  }
}
