/**
 * What a blog post's image may be: an `https://` address or a path on this site (`/images/…`).
 * Anything else (`http://[`, `images/a.png`, `javascript:…`) is refused by the post schema and
 * the editor, and by the database's `blog_posts_image_url_check` (migration
 * 20261123000200_blog_image.sql), which spells the same two patterns. zod-free: the light blog
 * reader and the article use it too.
 */

// Control characters, spaces and backslashes are never part of an image address (a backslash
// would turn `/\host` into another site's address).
/* eslint-disable no-control-regex -- the patterns exclude control characters on purpose */
const SITE_PATH = /^\/(?:[^/\\\x00-\x20\x7f][^\\\x00-\x20\x7f]*)?$/
/** A host of letters, digits and hyphens whose last label starts with a letter (not an IPv4 address). */
const HTTPS_URL = /^https:\/\/(?:[A-Za-z0-9-]+\.)*[A-Za-z][A-Za-z0-9-]*(?:[/?#][^\\\x00-\x20\x7f]*)?$/
/* eslint-enable no-control-regex */

export const POST_IMAGE_MESSAGE = 'Use an https:// address or a path on this site starting with /'

export function isPostImage(value: string): boolean {
  if (!SITE_PATH.test(value) && !HTTPS_URL.test(value)) return false
  try {
    new URL(value, 'https://site.invalid/') // also refuses what the patterns cannot see (bad punycode)
    return true
  } catch {
    return false
  }
}
