/**
 * Maps every supabase-js failure to one BackendError. Nothing from supabase-js (PostgrestError,
 * AuthError) leaves an operation; the cause is a plain summary for logs.
 */
import { isAuthError, type PostgrestSingleResponse } from '@supabase/supabase-js'
import { codeForSqlState, databaseMessage, type RequestKind } from '../database-errors'
import { BackendError, type BackendErrorCode } from '../errors'

interface PostgrestFailure {
  message: string
  code: string
  details?: string | null
  hint?: string | null
}

function codeFor(error: PostgrestFailure, status: number, kind: RequestKind): BackendErrorCode {
  const code = error.code ?? ''
  if (status === 0) return 'network'
  if (status === 429) return 'rate_limited'
  const known = codeForSqlState({ code, message: error.message }, kind)
  if (known) return known
  if (/^PGRST30\d$/.test(code)) return 'auth' // JWT missing, expired or invalid
  if (code === 'PGRST116') return 'not_found'
  if (/^PGRST[12]\d\d$/.test(code)) return 'invalid'
  if (status >= 500 || /^PGRST00\d$/.test(code)) return 'server'
  if (status === 401 || status === 403) return kind === 'public-write' ? 'invalid' : 'forbidden'
  if (status === 404) return 'server' // table or column missing: the deployment lags the client
  if (status >= 400) return 'invalid'
  return 'server'
}

export function fromPostgrest(error: PostgrestFailure, status: number, kind: RequestKind): BackendError {
  const code = codeFor(error, status, kind)
  const message = code === 'network' ? 'Network error: the backend could not be reached' : databaseMessage(error)
  return new BackendError(code, message, { cause: { status, code: error.code, details: error.details ?? null } })
}

/** Auth failures: the server's message with code `auth`, except passing failures. */
export function fromAuth(error: unknown): BackendError {
  if (!isAuthError(error)) return fromUnknown(error)
  const status = error.status ?? 0
  const cause = { status, code: error.code ?? null }
  if (error.name === 'AuthRetryableFetchError' && (status === 0 || !status)) {
    return new BackendError('network', 'Network error: the backend could not be reached', { cause })
  }
  if (status === 429 || error.code === 'over_request_rate_limit') {
    return new BackendError('rate_limited', error.message, { cause })
  }
  if (status >= 500) return new BackendError('server', error.message, { cause })
  return new BackendError('auth', error.message, { cause })
}

export function fromUnknown(error: unknown): BackendError {
  if (error instanceof BackendError) return error
  if (error instanceof TypeError) {
    return new BackendError('network', 'Network error: the backend could not be reached', {
      cause: { message: error.message },
    })
  }
  const message = error instanceof Error ? error.message : String(error)
  return new BackendError('server', message, { cause: { message } })
}

/** Runs a query and turns a thrown fetch failure into a BackendError too. */
export async function run<T>(query: PromiseLike<T>): Promise<T> {
  try {
    return await query
  } catch (error) {
    throw fromUnknown(error)
  }
}

/** Runs a PostgREST request and answers its data; a failure throws as the BackendError for that kind of request. */
export async function dataOrThrow<T>(request: PromiseLike<PostgrestSingleResponse<T>>, kind: RequestKind): Promise<T> {
  const { data, error, status } = await run(request)
  if (error) throw fromPostgrest(error, status, kind)
  return data
}

/** Runs an Auth request and answers its data; its error throws as `fromAuth` maps it, no data as `server`. */
export async function authDataOrThrow<Answer extends { data: unknown; error: unknown }>(
  answer: PromiseLike<Answer>,
): Promise<NonNullable<Answer['data']>> {
  const { data, error } = await run(answer)
  if (error) throw fromAuth(error)
  if (data === null || data === undefined) throw new BackendError('server', 'Auth answered nothing')
  return data
}
