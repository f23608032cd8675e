/**
 * What the remaining contract suites share. (The team's tests are beside its operations:
 * src/features/staff/api/team.test.ts.)
 */
import { BackendError } from './errors'

export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (error instanceof BackendError) return error.code
    throw error
  }
  return 'resolved'
}
