/**
 * The backend's answers to lead inserts, for the outbox tests: what the outbox calls to store a
 * lead (`insert`, passed where the outbox takes an `InsertLead`), answered as scripted per call,
 * every call recorded. It decides nothing the database decides: `stored` is every insert it
 * answered 'ok' (a repeated client id is stored twice here; the test scripts a `conflict` answer
 * for the database's unique key). Screens are tested on the local backend instead (local-database.ts).
 */
import type { SubmissionInput } from '@/lib/backend/leads-schema'
import type { BackendError } from '@/lib/backend/errors'
import type { InsertLead } from '@/lib/submissions/deliver'

export type InsertAnswer = 'ok' | BackendError | Error | Promise<void>

export function createFakeInsert(answers: InsertAnswer[] = []) {
  const stored: SubmissionInput[] = []
  const calls: SubmissionInput[] = []
  const insert: InsertLead = (input) => {
    calls.push(input)
    const answer = answers.shift() ?? 'ok'
    const store = () => {
      stored.push(input)
    }
    if (answer instanceof Promise) return answer.then(store)
    if (answer !== 'ok') return Promise.reject(answer)
    // Stored when the answer comes, never during the call: no server answers synchronously.
    return Promise.resolve().then(store)
  }
  return { insert, stored, calls, answers }
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
