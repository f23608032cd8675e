/**
 * Admin only: stores an image for a post and answers the path a post stores (`post-images/…`).
 * The upload goes through the edge function `upload-post-image` (the file's bytes as the body,
 * its type as Content-Type, the signed-in admin's token): it checks the admin role and the file's
 * first bytes, and writes with the service role, the only role the bucket lets write
 * (docs/decisions/0017). A local build's project answers the same call.
 */
import { useMutation } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { BackendError, type BackendErrorCode } from '@/lib/backend/errors'
import { imageBytesProblem } from '@/lib/backend/image-signature'
import { isStoredImagePath } from '@/lib/backend/post-image'
import { checkedUploadType } from '@/lib/backend/post-image-file'
import type { Client } from '@/lib/backend/supabase/client'
import { run } from '@/lib/backend/supabase/errors'
import { fromFunction } from '@/lib/backend/supabase/function-errors'

export const UPLOAD_FUNCTION = 'upload-post-image'

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

export async function uploadPostImage(client: Client, file: Blob): Promise<string> {
  // The type, size and bytes are checked here first for a clear message at once; the function
  // checks them again, and names and stores the file.
  const type = checkedUploadType(file)
  const notAnImage = await imageBytesProblem(file)
  if (notAnImage) throw new BackendError('invalid', notAnImage)
  const result = await run(
    client.functions.invoke<unknown>(UPLOAD_FUNCTION, { body: file, headers: { 'Content-Type': type } }),
  )
  if (result.error !== null) throw await fromFunction(result.error, UPLOAD_FUNCTION, refusalCode)
  return uploadedPath(result.data)
}

/** Stores an image file (already checked and resized) and answers the path a post stores. */
export function useUploadPostImage() {
  return useMutation({
    mutationFn: async (file: Blob) => uploadPostImage(await getClient(), file),
  })
}
