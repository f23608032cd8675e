/**
 * What the editor may upload as a post image: the types and size the `post-images` bucket takes
 * (migration 20261124000400_publishing.sql sets them on the bucket, and Storage refuses anything
 * else), and the name an upload gets; the rules are shared with the `upload-post-image` edge
 * function (supabase/functions/_shared/post-image-rules.ts). Checked here first only to give a
 * clear message before any byte is sent. zod-free.
 */
import { BackendError } from './errors'
import { POST_IMAGES_BUCKET } from './post-image'
import {
  isPostImageType,
  POST_IMAGE_EMPTY_MESSAGE,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGE_SIZE_MESSAGE,
  POST_IMAGE_TYPE_MESSAGE,
  type PostImageType,
} from '../../../supabase/functions/_shared/post-image-rules.ts'

export {
  isPostImageType,
  newPostImageName,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGE_TYPES,
  type PostImageType,
} from '../../../supabase/functions/_shared/post-image-rules.ts'

/** Why this file cannot be uploaded, or undefined when it can. */
export function postImageFileProblem(file: { type: string; size: number }): string | undefined {
  if (!isPostImageType(file.type)) return POST_IMAGE_TYPE_MESSAGE
  if (file.size > POST_IMAGE_MAX_BYTES) return POST_IMAGE_SIZE_MESSAGE
  if (file.size === 0) return POST_IMAGE_EMPTY_MESSAGE
  return undefined
}

/** The file's type when it may be uploaded; else a BackendError (`invalid`) with the problem. */
export function checkedUploadType(file: { type: string; size: number }): PostImageType {
  const problem = postImageFileProblem(file)
  if (problem || !isPostImageType(file.type)) throw new BackendError('invalid', problem ?? 'Not an image')
  return file.type
}

/** What a post stores for an uploaded object: `post-images/<name>`. */
export const storedImagePath = (name: string): string => `${POST_IMAGES_BUCKET}/${name}`
