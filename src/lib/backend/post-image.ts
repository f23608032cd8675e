/**
 * What a blog post's image (and its social image) may be: an `https://` address, a path on this
 * site (`/images/…`), or the path of an uploaded object in the `post-images` storage bucket
 * (`post-images/2026/cover.webp`). Anything else (`http://[`, `images/a.png`, `javascript:…`)
 * is refused by the post schema and the editor, and by the database's `private.is_post_image`
 * (migration 20261124000400_publishing.sql), which spells the same three patterns. zod-free:
 * the light blog reader and the article use it too.
 */

import { BackendError } from './errors'

// Control characters, spaces and backslashes are never part of an image address (a backslash
// would turn `/\host` into another site's address).
/* eslint-disable no-control-regex -- the patterns exclude control characters on purpose */
const SITE_PATH = /^\/(?:[^/\\\x00-\x20\x7f][^\\\x00-\x20\x7f]*)?$/
/** A host of letters, digits and hyphens whose last label starts with a letter (not an IPv4 address). */
const HTTPS_URL = /^https:\/\/(?:[A-Za-z0-9-]+\.)*[A-Za-z][A-Za-z0-9-]*(?:[/?#][^\\\x00-\x20\x7f]*)?$/
/* eslint-enable no-control-regex */

/** The storage bucket of uploaded post images (public read, admin writes). */
export const POST_IMAGES_BUCKET = 'post-images'
/**
 * An object of that bucket: segments of letters, digits, `.`, `_` and `-`, each starting with a
 * letter or digit (so no `..` segment, no encoding needed in a URL).
 */
const STORAGE_PATH = /^post-images(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/

export const POST_IMAGE_MESSAGE = 'Use an https:// address or a path on this site starting with /'
/** An uploaded image needs its text alternative (CHECK blog_posts_uploaded_image_alt_check). */
export const IMAGE_ALT_MESSAGE = 'Describe the uploaded image for readers who cannot see it'

/** True for the path of an uploaded image (`post-images/…`). */
export function isStoredImagePath(value: string): boolean {
  return STORAGE_PATH.test(value)
}

/** The object's name in the bucket for a stored path (`post-images/2026/a.png` -> `2026/a.png`). */
export function objectNameOf(path: string): string {
  if (!isStoredImagePath(path)) throw new BackendError('invalid', `Not an uploaded image: ${path}`)
  return path.slice(POST_IMAGES_BUCKET.length + 1)
}

export function isPostImage(value: string): boolean {
  if (isStoredImagePath(value)) return true
  if (!SITE_PATH.test(value) && !HTTPS_URL.test(value)) return false
  try {
    new URL(value, 'https://site.invalid/') // also refuses what the patterns cannot see (bad punycode)
    return true
  } catch {
    return false
  }
}

/**
 * The address an `<img>` loads for a stored image value, or undefined when it has none (an
 * invalid value, or an upload this build cannot show). Uploaded images are served by the
 * project's Storage at its public URL; the local backend keeps its uploads itself and has no
 * such URL (yet): its uploaded images are left out.
 */
export function postImageUrl(value: string): string | undefined {
  if (!isPostImage(value)) return undefined
  if (!isStoredImagePath(value)) return value
  if (import.meta.env.VITE_BACKEND !== 'supabase') return undefined
  return storagePublicUrl(import.meta.env.VITE_SUPABASE_URL ?? '', value)
}

/** `https://<project>.supabase.co/storage/v1/object/public/post-images/…` for a stored path. */
export function storagePublicUrl(projectUrl: string, path: string): string | undefined {
  if (!projectUrl) return undefined
  return `${projectUrl.replace(/\/+$/, '')}/storage/v1/object/public/${path}`
}

/** Social networks do not render SVG previews. */
const isSvg = (image: string) => /\.svg(\?|#|$)/i.test(image)

/**
 * A link card's image: the social image, else the post's image, the first valid one that is not
 * an SVG; none (the site's default PNG) when neither fits.
 */
export function socialImageUrl(socialImage: string | null | undefined, image: string): string | undefined {
  const candidates = [socialImage ? postImageUrl(socialImage) : undefined, postImageUrl(image)]
  return candidates.find((url) => url !== undefined && !isSvg(url))
}

/** The stored value of that image, for the editor's preview (which shows local uploads too). */
export function socialImageValue(socialImage: string, image: string): string | undefined {
  return [socialImage, image].find((value) => isPostImage(value) && !isSvg(value))
}
