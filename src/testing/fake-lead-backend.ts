/**
 * An in-memory Backend for the outbox tests: insert answers are scripted per call and every call
 * is recorded. It decides nothing the database decides: `stored` is every insert it answered
 * 'ok' (a repeated client id is stored twice here; the test scripts a `conflict` answer for the
 * database's unique key). Screens are tested on the local backend instead (local-database.ts).
 */
import { BackendError } from '@/lib/backend/errors'
import type { Backend } from '@/lib/backend/backend'
import type { SubmissionInput } from '@/lib/backend/leads-schema'

export type InsertAnswer = 'ok' | BackendError | Error | Promise<void>

export function createFakeBackend(answers: InsertAnswer[] = []) {
  const stored: SubmissionInput[] = []
  const calls: SubmissionInput[] = []
  const notAvailable = () => Promise.reject(new BackendError('forbidden', 'not in this fake'))
  const backend: Backend = {
    kind: 'local',
    auth: {
      getSession: () => Promise.resolve(null),
      signInWithPassword: notAvailable,
      signOut: () => Promise.resolve(),
      onAuthStateChange: () => () => undefined,
      isAdmin: () => Promise.resolve(false),
      staffRole: () => Promise.resolve(null),
    },
    staffAuth: {
      acceptInvitation: notAvailable,
      setPassword: notAvailable,
      assurance: notAvailable,
      factors: notAvailable,
      enrolTotp: notAvailable,
      verifyCode: notAvailable,
      removeFactor: notAvailable,
      security: notAvailable,
      setMfaRequired: notAvailable,
    },
    team: {
      list: notAvailable,
      invite: notAvailable,
      setRole: notAvailable,
      revoke: notAvailable,
      resetFactors: notAvailable,
    },
    audit: { query: notAvailable, actors: notAvailable },
    privacy: { export: notAvailable, erase: notAvailable },
    records: {
      conversations: notAvailable,
      conversation: notAvailable,
      deleteConversation: notAvailable,
      postHistory: notAvailable,
      restoreRevision: notAvailable,
    },
    postImages: { upload: notAvailable, remove: notAvailable, displayUrl: notAvailable },
    submissions: {
      insert(input) {
        calls.push(input)
        const answer = answers.shift() ?? 'ok'
        const store = () => {
          stored.push(input)
        }
        if (answer instanceof Promise) return answer.then(store)
        if (answer !== 'ok') return Promise.reject(answer)
        store()
        return Promise.resolve()
      },
      query: () => Promise.resolve({ rows: [], total: 0 }),
      exportAll: notAvailable,
      setStatus: notAvailable,
      setFollowUp: notAvailable,
      sources: notAvailable,
      takenSlots: () => Promise.resolve([]),
    },
    notes: { list: notAvailable, add: notAvailable },
    events: { query: () => Promise.resolve({ rows: [], total: 0 }) },
    analytics: { siteStats: notAvailable },
    posts: {
      list: () => Promise.resolve([]),
      getBySlug: () => Promise.resolve(null),
      save: notAvailable,
      remove: notAvailable,
      pendingRebuild: () => Promise.resolve(null),
    },
  }
  return { backend, get: () => Promise.resolve(backend), stored, calls, answers }
}

/** A promise the test settles by hand (an insert in flight). */
export function deferred() {
  let resolve: () => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
