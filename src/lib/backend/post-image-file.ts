/**
 * What the editor may upload as a post image: the types and size the `post-images` bucket takes
 * (migration 20261124000400_publishing.sql sets them on the bucket, and Storage refuses anything
 * else). Checked here first only to give a clear message before any byte is sent. zod-free.
 */
import { BackendError } from './errors'
import { POST_IMAGES_BUCKET } from './post-image'

/** The bucket's `allowed_mime_types`, each with the extension its object names end in. Never SVG. */
export const POST_IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const satisfies Record<string, string>

export type PostImageType = keyof typeof POST_IMAGE_TYPES

/** The bucket's `file_size_limit`: 5 MB. */
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024

export const isPostImageType = (type: string): type is PostImageType => Object.hasOwn(POST_IMAGE_TYPES, type)

/** Why this file cannot be uploaded, or undefined when it can. */
export function postImageFileProblem(file: { type: string; size: number }): string | undefined {
  if (!isPostImageType(file.type)) return 'Choose a JPEG, PNG, WebP or AVIF image (SVG is not accepted).'
  if (file.size > POST_IMAGE_MAX_BYTES) return 'The image is larger than 5 MB: resize or compress it.'
  if (file.size === 0) return 'The file is empty.'
  return undefined
}

/** The file's type when it may be uploaded; else a BackendError (`invalid`) with the problem. */
export function checkedUploadType(file: { type: string; size: number }): PostImageType {
  const problem = postImageFileProblem(file)
  if (problem || !isPostImageType(file.type)) throw new BackendError('invalid', problem ?? 'Not an image')
  return file.type
}

/**
 * A new object name for an upload of this type: `<year>/<month>/<random id>.<ext>` (UTC), which
 * the bucket's name rule accepts and no two uploads share.
 */
export function newPostImageName(type: PostImageType, now: Date, id: string): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `${now.getUTCFullYear()}/${month}/${id}.${POST_IMAGE_TYPES[type]}`
}

/** What a post stores for an uploaded object: `post-images/<name>`. */
export const storedImagePath = (name: string): string => `${POST_IMAGES_BUCKET}/${name}`
