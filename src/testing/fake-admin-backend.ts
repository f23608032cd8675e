import {
  BackendError,
  type AuthEvent,
  type Backend,
  type BlogPost,
  type LeadNote,
  type Session,
  type SiteEvent,
  type SiteStats,
  type Submission,
} from '@/lib/backend/ports'

import { queryEvents, querySubmissions } from '@/lib/backend/local/query'

type Listener = (event: AuthEvent, session: Session | null) => void

export interface FakeBackend extends Backend {
  emit(event: AuthEvent, session: Session | null): void
  state: {
    session: Session | null
    admin: boolean | Error
    submissions: Submission[]
    notes: LeadNote[]
    events: SiteEvent[]
    posts: BlogPost[]
    /** What analytics.siteStats answers (an Error rejects). */
    stats?: SiteStats | Error
  }
}

export function fakeSession(id = 'user-1'): Session {
  return {
    accessToken: 'a',
    refreshToken: 'r',
    expiresAt: 9_999_999_999,
    tokenType: 'bearer',
    user: { id, email: 'a@b.co' },
  }
}

/** An in-memory Backend for component tests: state is plain data the test sets up. */
export function createFakeBackend(initial: Partial<FakeBackend['state']> = {}): FakeBackend {
  const state: FakeBackend['state'] = {
    session: null,
    admin: false,
    submissions: [],
    notes: [],
    events: [],
    posts: [],
    ...initial,
  }
  const note = (submissionId: string, fields: Pick<LeadNote, 'kind' | 'status' | 'body'>) =>
    state.notes.push({ id: `n${state.notes.length}`, submissionId, authorEmail: 'a@b.co', createdAt: '', ...fields })
  const listeners = new Set<Listener>()
  const emit = (event: AuthEvent, session: Session | null) => listeners.forEach((l) => l(event, session))
  return {
    kind: 'local',
    state,
    emit,
    auth: {
      getSession: () => Promise.resolve(state.session),
      signInWithPassword: ({ email, password }) =>
        email === 'admin@example.com' && password === 'secret'
          ? Promise.resolve((state.session = fakeSession()))
          : Promise.reject(new BackendError('auth', 'Invalid login credentials')),
      signOut: () => {
        state.session = null
        emit('SIGNED_OUT', null)
        return Promise.resolve()
      },
      onAuthStateChange: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      isAdmin: () => (state.admin instanceof Error ? Promise.reject(state.admin) : Promise.resolve(state.admin)),
    },
    submissions: {
      insert: () => Promise.resolve(),
      query: (query = {}) => Promise.resolve(querySubmissions(state.submissions, query)),
      setStatus: (id, status) => {
        state.submissions = state.submissions.map((s) => (s.id === id ? { ...s, status } : s))
        note(id, { kind: 'status', status, body: `Status changed to ${status}` })
        return Promise.resolve()
      },
      setFollowUp: (id, followUpOn) => {
        state.submissions = state.submissions.map((s) => (s.id === id ? { ...s, followUpOn } : s))
        return Promise.resolve()
      },
      sources: () => Promise.resolve([]),
      takenSlots: () => Promise.resolve([]),
    },
    notes: {
      list: (submissionId) => {
        const rows = state.notes.filter((n) => n.submissionId === submissionId).reverse()
        return Promise.resolve({ rows, total: rows.length })
      },
      add: (submissionId, body) => {
        note(submissionId, { kind: 'note', status: null, body })
        return Promise.resolve()
      },
    },
    events: {
      query: (query = {}) => Promise.resolve(queryEvents(state.events, query)),
    },
    analytics: {
      siteStats: () =>
        state.stats instanceof Error || !state.stats
          ? Promise.reject(state.stats ?? new BackendError('server', 'no stats in this fake'))
          : Promise.resolve(state.stats),
    },
    posts: {
      list: () => Promise.resolve(state.posts),
      getBySlug: (slug) => Promise.resolve(state.posts.find((p) => p.slug === slug) ?? null),
      save: (post) => {
        state.posts = [...state.posts.filter((p) => p.id !== post.id), post]
        return Promise.resolve()
      },
      remove: (id) => {
        state.posts = state.posts.filter((p) => p.id !== id)
        return Promise.resolve()
      },
    },
  }
}
