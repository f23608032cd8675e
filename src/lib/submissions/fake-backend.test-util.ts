/** An in-memory Backend for unit tests: insert answers are scripted per call. */
import { BackendError, type Backend, type SiteEventInput, type SubmissionInput } from '@/lib/backend/ports'

export type InsertAnswer = 'ok' | BackendError | Error

export function createFakeBackend(answers: InsertAnswer[] = []) {
  const stored: SubmissionInput[] = []
  const events: SiteEventInput[] = []
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
    },
    submissions: {
      insert(input) {
        calls.push(input)
        const answer = answers.shift() ?? 'ok'
        if (answer !== 'ok') return Promise.reject(answer)
        if (!stored.some((s) => s.clientId === input.clientId)) stored.push(input)
        return Promise.resolve()
      },
      query: () => Promise.resolve({ rows: [], total: 0 }),
      setStatus: notAvailable,
      setFollowUp: notAvailable,
      sources: notAvailable,
    },
    notes: { list: notAvailable, add: notAvailable },
    events: {
      record(event) {
        events.push(event)
        return Promise.resolve()
      },
      query: () => Promise.resolve({ rows: [], total: 0 }),
    },
    posts: {
      list: () => Promise.resolve([]),
      getBySlug: () => Promise.resolve(null),
      save: notAvailable,
      remove: notAvailable,
    },
  }
  return { backend, get: () => Promise.resolve(backend), stored, events, calls, answers }
}
