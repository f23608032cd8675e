/**
 * Where a local build shows an uploaded post image: the local database keeps the bytes (its
 * Storage stand-in, supabase/local/prelude.sql, section 7), and the page shows them through a
 * `blob:` URL (the local build's CSP allows `img-src blob:`). Uploads and deletions go through
 * the typed client, as in a Supabase build (the blog editor's operations).
 */
import type { PostImageUrls } from '../posts-schema'
import { objectNameOf, POST_IMAGES_BUCKET } from '../post-image'
import type { Run } from './request'

export function localImageUrls(run: Run): PostImageUrls {
  /** One `blob:` URL per image for the page's life: cards and the article share it. */
  const urls = new Map<string, Promise<string | undefined>>()

  async function readUrl(path: string): Promise<string | undefined> {
    const [file] = await run('read', async (sql) => {
      const result = await sql.query<{ content_type: string; bytes: Uint8Array }>(
        'select content_type, bytes from storage.local_public_file($1, $2)',
        [POST_IMAGES_BUCKET, objectNameOf(path)],
      )
      return result.rows
    })
    return file ? URL.createObjectURL(new Blob([new Uint8Array(file.bytes)], { type: file.content_type })) : undefined
  }

  return {
    displayUrl(path) {
      let url = urls.get(path)
      if (!url) {
        url = readUrl(path)
        urls.set(path, url)
        // A failed read is not remembered: the next asks again.
        url.catch(() => urls.delete(path))
      }
      return url
    },
    /** After a deletion: the image's URL is let go. */
    forget(path) {
      void urls.get(path)?.then(
        (href) => href && URL.revokeObjectURL(href),
        () => undefined,
      )
      urls.delete(path)
    },
  }
}
