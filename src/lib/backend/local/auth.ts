/**
 * Auth of the local backend: two seeded accounts from the build-time settings, a session in
 * localStorage shared by every tab, and Supabase's messages and events.
 */
import { createId } from '@/lib/utils'
import { BackendError, type AuthEvent, type AuthPort, type Session } from '../ports'
import type { LocalAccounts } from './accounts'
import { LOCAL_KEYS, type LocalTables } from './records'

/** Fixed ids of the seeded accounts, so a stored session survives a reload. */
export const LOCAL_USER_IDS = {
  admin: '00000000-0000-4000-8000-00000000a001',
  member: '00000000-0000-4000-8000-00000000b002',
} as const

const SESSION_SECONDS = 60 * 60
type Listener = (event: AuthEvent, session: Session | null) => void

const normalise = (email: string) => email.trim().toLowerCase()

export interface LocalAuth extends AuthPort {
  /** The signed-in user's id, or null for a visitor. */
  currentUserId(): string | null
  /** True when the signed-in user holds the admin role (what `private.is_admin()` answers). */
  currentUserIsAdmin(): boolean
  /** The signed-in user's e-mail (the JWT's email claim on Supabase). */
  currentUserEmail(): string | null
}

export function createLocalAuth(seeded: LocalAccounts, tables: LocalTables): LocalAuth {
  const accounts = [
    { id: LOCAL_USER_IDS.admin, ...seeded.localAdmin, admin: true },
    { id: LOCAL_USER_IDS.member, ...seeded.localMember, admin: false },
  ]
  const listeners = new Set<Listener>()
  /** Subscribers still owed INITIAL_SESSION (the state when they subscribed), as supabase-js does. */
  const owed = new Map<Listener, Session | null>()
  const settle = (listener: Listener) => {
    if (!owed.has(listener)) return
    const initial = owed.get(listener) ?? null
    owed.delete(listener)
    listener('INITIAL_SESSION', initial)
  }
  const emit = (event: AuthEvent, session: Session | null) => {
    for (const listener of [...listeners]) {
      settle(listener)
      listener(event, session)
    }
  }

  function newSession(user: { id: string; email: string }): Session {
    return {
      accessToken: `local.${createId()}`,
      refreshToken: createId(),
      expiresAt: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
      tokenType: 'bearer',
      user: { id: user.id, email: user.email },
    }
  }

  /** Like supabase-js: an expired session is refreshed on read while its account exists. */
  function readSession(): Session | null {
    const stored = tables.session.read()
    if (!stored) return null
    if (!accounts.some((a) => a.id === stored.user.id)) {
      tables.session.clear()
      return null
    }
    if (stored.expiresAt > Date.now() / 1000) return stored
    const refreshed = newSession({ id: stored.user.id, email: stored.user.email ?? '' })
    tables.session.write(refreshed)
    emit('TOKEN_REFRESHED', refreshed)
    return refreshed
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== LOCAL_KEYS.session && event.key !== null) return
    const session = tables.session.read()
    emit(session ? 'SIGNED_IN' : 'SIGNED_OUT', session)
  }

  return {
    currentUserId: () => readSession()?.user.id ?? null,
    currentUserEmail: () => readSession()?.user.email ?? null,
    currentUserIsAdmin() {
      const id = readSession()?.user.id
      return accounts.some((a) => a.id === id && a.admin)
    },

    getSession: () => Promise.resolve(readSession()),

    signInWithPassword({ email, password }) {
      if (!email.trim() || !password) {
        return Promise.reject(new BackendError('auth', 'missing email or phone'))
      }
      const account = accounts.find((a) => normalise(a.email) === normalise(email) && a.password === password)
      if (!account) return Promise.reject(new BackendError('auth', 'Invalid login credentials'))
      const session = newSession({ id: account.id, email: normalise(account.email) })
      tables.session.write(session)
      emit('SIGNED_IN', session)
      return Promise.resolve(session)
    },

    signOut() {
      tables.session.clear()
      emit('SIGNED_OUT', null)
      return Promise.resolve()
    },

    onAuthStateChange(listener) {
      if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage)
      listeners.add(listener)
      owed.set(listener, tables.session.read())
      queueMicrotask(() => {
        if (listeners.has(listener)) settle(listener)
      })
      return () => {
        listeners.delete(listener)
        owed.delete(listener)
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage)
      }
    },

    isAdmin(userId) {
      const current = readSession()?.user.id
      // RLS on user_roles: a visitor may not read it; a user reads only their own rows.
      if (!current) return Promise.reject(new BackendError('forbidden', 'permission denied for table user_roles'))
      if (current !== userId) return Promise.resolve(false)
      return Promise.resolve(accounts.some((a) => a.id === userId && a.admin))
    },
  }
}
