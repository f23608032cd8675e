/**
 * Auth of the local backend. Accounts live in the local database's `auth.users` with pgcrypto
 * password hashes, and sign-in checks the password there, in SQL, as GoTrue does. The session
 * is kept in localStorage, shared by every tab, with Supabase's messages and events.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { createStore } from '@/lib/storage'
import { createId } from '@/lib/utils'
import { BackendError, sessionSchema, type AuthEvent, type AuthPort, type Session } from '../ports'
import { asCaller, fromDatabase, type Caller } from './request'
import { LOCAL_SESSION_KEY } from './session-key'
const SESSION_SECONDS = 60 * 60
type Listener = (event: AuthEvent, session: Session | null) => void

export interface LocalAuth extends AuthPort {
  /** Who the next request is made as: the signed-in user, or a visitor (null). */
  caller(): Caller | null
}

function newSession(user: { id: string; email: string | null }): Session {
  return {
    accessToken: `local.${createId()}`,
    refreshToken: createId(),
    expiresAt: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
    tokenType: 'bearer',
    user,
  }
}

/** The account this password opens, checked in SQL as GoTrue checks it (pgcrypto's crypt), or undefined. */
export async function checkPassword(
  db: PGliteInterface,
  email: string,
  password: string,
): Promise<{ id: string; email: string } | undefined> {
  const found = await db.query<{ id: string; email: string }>(
    `update auth.users set last_sign_in_at = now()
      where lower(email) = lower($1) and encrypted_password = extensions.crypt($2, encrypted_password)
      returning id, email`,
    [email.trim(), password],
  )
  return found.rows[0]
}

export function createLocalAuth(db: Promise<PGliteInterface>): LocalAuth {
  const store = createStore({
    strict: true,
    key: LOCAL_SESSION_KEY,
    schema: sessionSchema.nullable(),
    fallback: () => null,
  })
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

  /** Like supabase-js: an expired session is refreshed on read. */
  function readSession(): Session | null {
    const stored = store.read()
    if (!stored || stored.expiresAt > Date.now() / 1000) return stored
    const refreshed = newSession(stored.user)
    store.write(refreshed)
    emit('TOKEN_REFRESHED', refreshed)
    return refreshed
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== LOCAL_SESSION_KEY && event.key !== null) return
    const session = store.read()
    emit(session ? 'SIGNED_IN' : 'SIGNED_OUT', session)
  }

  /** The role as the database shows it to whoever is signed in now (row-level security applies). */
  async function readRole(userId: string): Promise<'admin' | 'viewer' | null> {
    const current = readSession()?.user
    const rows = await asCaller(
      await db,
      current ?? null,
      'read',
      async (sql) =>
        (await sql.query<{ role: string }>(`select role from public.user_roles where user_id = $1 limit 1`, [userId]))
          .rows,
    )
    const role = rows[0]?.role
    return role === 'admin' || role === 'viewer' ? role : null
  }

  return {
    caller() {
      const user = readSession()?.user
      return user ? { id: user.id, email: user.email } : null
    },

    async getSession() {
      const session = readSession()
      if (!session) return null
      // A session whose account was deleted ends, as GoTrue refuses its refresh.
      const found = await (await db).query('select 1 from auth.users where id = $1', [session.user.id])
      if (found.rows.length) return session
      store.clear()
      emit('SIGNED_OUT', null)
      return null
    },

    async signInWithPassword({ email, password }) {
      if (!email.trim() || !password) throw new BackendError('auth', 'missing email or phone')
      let user: { id: string; email: string } | undefined
      try {
        user = await checkPassword(await db, email, password)
      } catch (error) {
        throw fromDatabase(error, 'read')
      }
      if (!user) throw new BackendError('auth', 'Invalid login credentials')
      const session = newSession(user)
      store.write(session)
      emit('SIGNED_IN', session)
      return session
    },

    signOut() {
      store.clear()
      emit('SIGNED_OUT', null)
      return Promise.resolve()
    },

    onAuthStateChange(listener) {
      if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage)
      listeners.add(listener)
      owed.set(listener, store.read())
      queueMicrotask(() => {
        if (listeners.has(listener)) settle(listener)
      })
      return () => {
        listeners.delete(listener)
        owed.delete(listener)
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage)
      }
    },

    async isAdmin(userId) {
      return (await readRole(userId)) === 'admin'
    },

    staffRole: readRole,
  }
}
