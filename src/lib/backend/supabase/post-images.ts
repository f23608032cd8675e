/**
 * Uploaded post images in Supabase Storage, bucket `post-images`: admins upload and delete (the
 * bucket's policies); anyone downloads by the public URL (`postImageUrl`).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { createId } from '@/lib/utils'
import { BackendError, type PostImagesPort } from '../ports'
import { objectNameOf, POST_IMAGES_BUCKET, storagePublicUrl } from '../post-image'
import { imageBytesProblem } from '../image-signature'
import { checkedUploadType, newPostImageName, storedImagePath } from '../post-image-file'
import { storageError } from '../storage-errors'
import type { Database } from './database.types'

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined

const fromStorage = (error: { message: string }) => storageError({ message: error.message, status: statusOf(error) })

export function createSupabasePostImages(
  client: SupabaseClient<Database>,
  projectUrl: string,
  now = () => new Date(),
): PostImagesPort {
  const bucket = () => client.storage.from(POST_IMAGES_BUCKET)
  return {
    async upload(file) {
      const type = checkedUploadType(file)
      // Storage checks only the declared type: the bytes are checked here (ADR 0017).
      const notAnImage = await imageBytesProblem(file)
      if (notAnImage) throw new BackendError('invalid', notAnImage)
      const name = newPostImageName(type, now(), createId())
      const { data, error } = await bucket().upload(name, file, {
        contentType: type,
        cacheControl: '31536000', // a name is never reused: an upload never changes
        upsert: false,
      })
      if (error) throw fromStorage(error)
      return storedImagePath(data.path)
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
