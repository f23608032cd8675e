/**
 * Supabase Storage's refusals as BackendErrors: the Storage API answers with an HTTP status (in a
 * local build, the local project's, local/project/storage.ts). What the admin did (too large,
 * wrong type) is `invalid`.
 */
import { BackendError } from './errors'
import { POST_IMAGE_MAX_BYTES } from './post-image-file'

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
