/**
 * What a post image upload may be, written once for the site and the edge functions: the
 * `post-images` bucket's types and size (migration 20261124000400_publishing.sql sets them on the
 * bucket), how an upload is named, and what an image file is by its first bytes ("magic numbers"),
 * not by the type it declares (a file declared image/png may be HTML or SVG). The editor and the
 * Supabase adapter check before sending (fast feedback); the `upload-post-image` function and the
 * local backend's stand-in for it check again before storing (docs/decisions/0017).
 */

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

export const POST_IMAGE_TYPE_MESSAGE = 'Choose a JPEG, PNG, WebP or AVIF image (SVG is not accepted).'
export const POST_IMAGE_SIZE_MESSAGE = 'The image is larger than 5 MB: resize or compress it.'
export const POST_IMAGE_EMPTY_MESSAGE = 'The file is empty.'
export const NOT_AN_IMAGE_MESSAGE =
  'This file is not the image it claims to be: choose a real JPEG, PNG, WebP or AVIF file.'

/**
 * A new object name for an upload of this type: `<year>/<month>/<random id>.<ext>` (UTC), which
 * the bucket's name rule accepts and no two uploads share.
 */
export function newPostImageName(type: PostImageType, now: Date, id: string): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `${now.getUTCFullYear()}/${month}/${id}.${POST_IMAGE_TYPES[type]}`
}

/** The bytes read from the start of a file: enough for every signature below and AVIF's brands. */
export const SIGNATURE_BYTES = 64

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length))

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte)

/** AVIF: an ISO-BMFF `ftyp` box whose major or a compatible brand is `avif` (still) or `avis` (sequence). */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== 'ftyp') return false
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)
  const end = Math.min(boxSize, bytes.length)
  const brands = [ascii(bytes, 8, 4)]
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4))
  return brands.some((brand) => brand === 'avif' || brand === 'avis')
}

/** The image type the bytes are, or undefined when they are none of the four a post takes. */
export function imageTypeOfBytes(bytes: Uint8Array): PostImageType | undefined {
  const head = bytes.subarray(0, SIGNATURE_BYTES)
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'image/webp'
  if (isAvif(head)) return 'image/avif'
  return undefined
}

/** True when the file's first bytes are the image type it declares (one of the four). */
export const bytesAreDeclaredType = (bytes: Uint8Array, declared: string): boolean =>
  isPostImageType(declared) && imageTypeOfBytes(bytes) === declared
