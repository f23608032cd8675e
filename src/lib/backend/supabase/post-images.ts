/**
 * Uploaded post images in Supabase Storage, bucket `post-images`. Uploads go through the edge
 * function `upload-post-image` (the file's bytes as the body, its type as Content-Type, the
 * signed-in admin's token): it checks the admin role and the file's first bytes, and writes with
 * the service role, the only role the bucket lets write (docs/decisions/0017). Admins delete
 * through Storage (the bucket's policies); anyone downloads by the public URL (`postImageUrl`).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { BackendError, type BackendErrorCode } from '../errors'
import type { PostImagesPort } from '../posts-schema'
import { isStoredImagePath, objectNameOf, POST_IMAGES_BUCKET, storagePublicUrl } from '../post-image'
import { imageBytesProblem } from '../image-signature'
import { checkedUploadType } from '../post-image-file'
import { storageError } from '../storage-errors'
import type { Database } from './database.types'
import { run } from './errors'
import { fromFunction } from './function-errors'

export const UPLOAD_FUNCTION = 'upload-post-image'

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined

const fromStorage = (error: { message: string }) => storageError({ message: error.message, status: statusOf(error) })

/** What the editor does with each of the function's refusals (its message is shown as it is). */
const UPLOAD_CODES: Record<number, BackendErrorCode> = {
  400: 'invalid',
  401: 'auth',
  403: 'forbidden',
  413: 'invalid',
  415: 'invalid',
  429: 'rate_limited',
}
const refusalCode = (status: number) => UPLOAD_CODES[status]

/** The stored path in the function's `{ path }`. */
function uploadedPath(data: unknown): string {
  const path = data && typeof data === 'object' && 'path' in data ? data.path : undefined
  if (typeof path !== 'string' || !isStoredImagePath(path)) {
    throw new BackendError('server', `${UPLOAD_FUNCTION} answered without the image's path`)
  }
  return path
}

export function createSupabasePostImages(client: SupabaseClient<Database>, projectUrl: string): PostImagesPort {
  const bucket = () => client.storage.from(POST_IMAGES_BUCKET)
  return {
    async upload(file) {
      // The type, size and bytes are checked here first for a clear message at once; the
      // function checks them again, and names and stores the file.
      const type = checkedUploadType(file)
      const notAnImage = await imageBytesProblem(file)
      if (notAnImage) throw new BackendError('invalid', notAnImage)
      const result = await run(
        client.functions.invoke<unknown>(UPLOAD_FUNCTION, { body: file, headers: { 'Content-Type': type } }),
      )
      if (result.error !== null) throw await fromFunction(result.error, UPLOAD_FUNCTION, refusalCode)
      return uploadedPath(result.data)
    },
    async remove(path) {
      const { data, error } = await bucket().remove([objectNameOf(path)])
      if (error) throw fromStorage(error)
      // Storage answers the objects it deleted: none when there was none the caller may delete.
      if (data.length === 0) throw new BackendError('not_found', `No uploaded image ${path}`)
    },
    displayUrl: (path) => Promise.resolve(storagePublicUrl(projectUrl, path)),
  }
}
