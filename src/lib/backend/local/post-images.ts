/**
 * Uploaded post images of the local backend, kept in the local database by its Storage stand-in
 * (supabase/local/prelude.sql, section 7): an upload runs as the caller, so the bucket's limits
 * and the post-images policies decide as on Supabase; anyone reads the bytes, shown through a
 * `blob:` URL (the local build's CSP allows `img-src blob:`).
 */
import { createId } from '@/lib/utils'
import { BackendError, type PostImagesPort } from '../ports'
import { objectNameOf, POST_IMAGES_BUCKET } from '../post-image'
import { checkedUploadType, newPostImageName, storedImagePath } from '../post-image-file'
import { storageError, storageStatusOf } from '../storage-errors'
import type { Run } from './request'

/** A refusal of the stand-in as the Storage API's answer would read. */
function fromStandIn(error: unknown): unknown {
  if (!(error instanceof BackendError) || typeof error.cause !== 'object' || error.cause === null) return error
  const sqlState = 'code' in error.cause && typeof error.cause.code === 'string' ? error.cause.code : undefined
  return sqlState ? storageError({ message: error.message, status: storageStatusOf(sqlState) }) : error
}

export function createLocalPostImages(run: Run, now = () => new Date()): PostImagesPort {
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
    async upload(file) {
      const type = checkedUploadType(file)
      const name = newPostImageName(type, now(), createId())
      const bytes = new Uint8Array(await file.arrayBuffer())
      try {
        await run('admin-write', (sql) =>
          sql.query('select storage.local_upload($1, $2, $3, $4)', [POST_IMAGES_BUCKET, name, type, bytes]),
        )
      } catch (error) {
        throw fromStandIn(error)
      }
      return storedImagePath(name)
    },
    async remove(path) {
      const name = objectNameOf(path)
      const deleted = await run('admin-write', async (sql) => {
        const result = await sql.query('delete from storage.objects where bucket_id = $1 and name = $2', [
          POST_IMAGES_BUCKET,
          name,
        ])
        return result.affectedRows ?? 0
      })
      if (deleted === 0) throw new BackendError('not_found', `No uploaded image ${path}`)
      const url = await urls.get(path)
      urls.delete(path)
      if (url) URL.revokeObjectURL(url)
    },
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
  }
}
