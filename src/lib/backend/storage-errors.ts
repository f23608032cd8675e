/**
 * Supabase Storage's refusals as BackendErrors, for both adapters: the Storage API answers with an
 * HTTP status; the local backend's Storage stand-in (supabase/local/prelude.sql, section 7) raises
 * the SQLSTATE that stands for it. What the admin did (too large, wrong type) is `invalid`.
 */
import { BackendError } from './errors'
import { POST_IMAGE_MAX_BYTES } from './post-image-file'

/** The stand-in's SQLSTATEs and the Storage API's statuses they stand for. */
const STATUS_OF_SQLSTATE: Readonly<Record<string, number>> = {
  '54000': 413, // the file is larger than the bucket takes
  '22023': 415, // its type is not one the bucket takes
  P0002: 404, // no such bucket or file
  '42501': 403, // the policies refuse it
  '23505': 409, // the name is taken
}

export function storageError(error: { message: string; status?: number }): BackendError {
  const status = error.status ?? 0
  const cause = { status }
  if (status === 0) return new BackendError('network', 'Network error: the backend could not be reached', { cause })
  if (status === 401 || status === 403) return new BackendError('forbidden', error.message, { cause })
  if (status === 404) return new BackendError('not_found', error.message, { cause })
  if (status === 409) return new BackendError('conflict', error.message, { cause })
  if (status === 413) {
    const megabytes = POST_IMAGE_MAX_BYTES / (1024 * 1024)
    return new BackendError('invalid', `The image is larger than ${megabytes} MB.`, { cause })
  }
  if (status === 415) return new BackendError('invalid', 'This type of image is not accepted.', { cause })
  if (status === 429) return new BackendError('rate_limited', error.message, { cause })
  return new BackendError(status >= 500 ? 'server' : 'invalid', error.message, { cause })
}

/** The Storage status a database error of the stand-in stands for (500 for any other). */
export function storageStatusOf(sqlState: string | undefined): number {
  return (sqlState && STATUS_OF_SQLSTATE[sqlState]) || 500
}
