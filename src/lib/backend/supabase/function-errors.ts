/**
 * An edge function's failure as one BackendError. A function that refuses answers an HTTP status
 * and `{ error, message }`; its message is shown as it is, and the caller says what code the
 * status (or the answer) means.
 */
import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js'
import { BackendError, type BackendErrorCode } from '../errors'
import { fromUnknown } from './errors'

/** The code for a refusal with this status and answer; none: `server`. */
export type RefusalCode = (status: number, answer: unknown) => BackendErrorCode | undefined

/** The failure of a call to the function `name` (a refusal, the network, or anything else). */
export async function fromFunction(error: unknown, name: string, codeFor: RefusalCode): Promise<BackendError> {
  if (error instanceof FunctionsHttpError && error.context instanceof Response) {
    const response = error.context
    const answer: unknown = await response.json().catch(() => null)
    const message =
      answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string'
        ? answer.message
        : `${name} answered ${response.status}`
    const code = codeFor(response.status, answer) ?? 'server'
    return new BackendError(code, message, { cause: { status: response.status } })
  }
  if (error instanceof FunctionsFetchError) {
    return new BackendError('network', 'Network error: the backend could not be reached', { cause: error })
  }
  return fromUnknown(error)
}
