/**
 * What an image file is by its first bytes ("magic numbers"), not by the type it declares: a file
 * named chart.png and declared image/png may be HTML or SVG. Used before an upload is sent (the
 * adapter and the editor) and by the local Storage stand-in; Supabase Storage itself checks only
 * the declared type (docs/decisions/0017-publishing-round4.md).
 */
import { POST_IMAGE_TYPES, type PostImageType } from './post-image-file'

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
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp'
  if (isAvif(bytes)) return 'image/avif'
  return undefined
}

export const NOT_AN_IMAGE_MESSAGE =
  'This file is not the image it claims to be: choose a real JPEG, PNG, WebP or AVIF file.'

/** Why the file's bytes cannot be uploaded as its declared type, or undefined when they can. */
export async function imageBytesProblem(file: Blob): Promise<string | undefined> {
  const bytes = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer())
  const actual = imageTypeOfBytes(bytes)
  if (!actual || !Object.hasOwn(POST_IMAGE_TYPES, file.type) || actual !== file.type) return NOT_AN_IMAGE_MESSAGE
  return undefined
}
