/**
 * Admin only: deletes an uploaded image by the path a post stores (`post-images/…`), through
 * Storage (the bucket's policies decide); nothing deleted is `not_found`, a path that is not an
 * upload `invalid`. A local build then lets go of the image's `blob:` URL (`postImages.forget`).
 */
import { useMutation } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import { BackendError } from '@/lib/backend/errors'
import { objectNameOf, POST_IMAGES_BUCKET } from '@/lib/backend/post-image'
import { storageError } from '@/lib/backend/storage-errors'
import type { Client } from '@/lib/backend/supabase/client'

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined

export async function deletePostImage(client: Client, path: string): Promise<void> {
  const { data, error } = await client.storage.from(POST_IMAGES_BUCKET).remove([objectNameOf(path)])
  if (error) throw storageError({ message: error.message, status: statusOf(error) })
  // Storage answers the objects it deleted: none when there was none the caller may delete.
  if (data.length === 0) throw new BackendError('not_found', `No uploaded image ${path}`)
}

export function useDeletePostImage() {
  return useMutation({
    mutationFn: async (path: string) => {
      const backend = await getBackend()
      await deletePostImage(backend.client, path)
      backend.postImages.forget(path)
    },
  })
}
