/**
 * Uploaded post images in Supabase Storage, bucket `post-images`: admins upload and delete (the
 * bucket's policies); anyone downloads by the public URL (`postImageUrl`).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { createId } from '@/lib/utils'
import { BackendError, type PostImagesPort } from '../ports'
import { POST_IMAGES_BUCKET } from '../post-image'
import { isPostImageType, newPostImageName, postImageFileProblem, storedImagePath } from '../post-image-file'
import type { Database } from './database.types'

/** Storage's refusals as BackendErrors: what the admin did (too large, wrong type) is `invalid`. */
function fromStorage(error: { message: string; status?: number }): BackendError {
  const status = error.status ?? 0
  const cause = { status }
  if (status === 0) return new BackendError('network', 'Network error: the backend could not be reached', { cause })
  if (status === 401 || status === 403) return new BackendError('forbidden', error.message, { cause })
  if (status === 413) return new BackendError('invalid', 'The image is larger than 5 MB.', { cause })
  if (status === 415) return new BackendError('invalid', 'This type of image is not accepted.', { cause })
  if (status === 429) return new BackendError('rate_limited', error.message, { cause })
  return new BackendError(status >= 500 ? 'server' : 'invalid', error.message, { cause })
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined

export function createSupabasePostImages(client: SupabaseClient<Database>, now = () => new Date()): PostImagesPort {
  const bucket = () => client.storage.from(POST_IMAGES_BUCKET)
  return {
    async upload(file) {
      const problem = postImageFileProblem(file)
      if (problem || !isPostImageType(file.type)) throw new BackendError('invalid', problem ?? 'Not an image')
      const name = newPostImageName(file.type, now(), createId())
      const { data, error } = await bucket().upload(name, file, {
        contentType: file.type,
        cacheControl: '31536000', // a name is never reused: an upload never changes
        upsert: false,
      })
      if (error) throw fromStorage({ message: error.message, status: statusOf(error) })
      return storedImagePath(data.path)
    },
    async remove(path) {
      const prefix = `${POST_IMAGES_BUCKET}/`
      if (!path.startsWith(prefix)) throw new BackendError('invalid', `Not an uploaded image: ${path}`)
      const { error } = await bucket().remove([path.slice(prefix.length)])
      if (error) throw fromStorage({ message: error.message, status: statusOf(error) })
    },
  }
}
