/**
 * Supabase Storage's object API over the local database, as far as our adapter uses it: an upload
 * (POST /storage/v1/object/<bucket>/<name>, the file in a multipart body) and a delete (DELETE
 * /storage/v1/object/<bucket> with `{ prefixes }`). Each runs in the caller's request transaction
 * through the local backend's Storage stand-in (supabase/local/prelude.sql, section 7), so the
 * bucket's limits and the storage.objects policies decide, as they do on Supabase. Stricter than
 * Supabase in one way: an image whose bytes are not the type it declares is refused (415), the
 * check the client makes before sending (image-signature.ts; ADR 0017).
 */
import { imageTypeOfBytes, SIGNATURE_BYTES } from '../../image-signature'
import { isPostImageType } from '../../post-image-file'
import type { Sql } from '../request'
import { unsupported } from './grammar'
import { json, type ProjectRequest } from './http'

/** The stand-in's SQLSTATEs (supabase/local/prelude.sql, section 7) and the Storage statuses they stand for. */
const STATUS_OF_SQLSTATE: Readonly<Record<string, number>> = {
  '54000': 413, // the file is larger than the bucket takes
  '22023': 415, // its type is not one the bucket takes
  P0002: 404, // no such bucket or file
  '42501': 403, // the policies refuse it
  '23505': 409, // the name is taken
}

const OBJECT_PATH = /^\/storage\/v1\/object\/([^/]+)(?:\/(.+))?$/

export async function answerStorage(sql: Sql, request: ProjectRequest): Promise<Response> {
  const [, bucket = '', name] = OBJECT_PATH.exec(request.path) ?? unsupported(`storage ${request.path}`)
  if (request.method === 'POST' && name && request.body instanceof FormData) {
    const file = request.body.get('')
    if (!(file instanceof Blob)) return unsupported('an upload without its file')
    const key = decodeURIComponent(name)
    const bytes = new Uint8Array(await file.arrayBuffer())
    if (isPostImageType(file.type) && imageTypeOfBytes(bytes.subarray(0, SIGNATURE_BYTES)) !== file.type) {
      return storageFailure({ code: '22023', message: `the file's content is not ${file.type}` })
    }
    await sql.query('select storage.local_upload($1, $2, $3, $4)', [bucket, key, file.type, bytes])
    return json(200, { Id: crypto.randomUUID(), Key: `${bucket}/${key}` })
  }
  if (request.method === 'DELETE' && !name) {
    const { prefixes } = request.body as { prefixes: string[] }
    const deleted = await sql.query(
      'delete from storage.objects where bucket_id = $1 and name = any($2) returning name',
      [bucket, prefixes],
    )
    return json(200, deleted.rows)
  }
  return unsupported(`storage ${request.method} ${request.path}`)
}

/** Storage's error answer for a refusal of the stand-in. */
export function storageFailure({ code, message }: { code: string; message: string }): Response {
  const status = STATUS_OF_SQLSTATE[code] ?? 500
  return json(status, { statusCode: String(status), error: 'Refused', message })
}
