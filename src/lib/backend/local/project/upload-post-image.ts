/**
 * The `upload-post-image` edge function (supabase/functions/upload-post-image) as the local project
 * answers it, with the same rules (supabase/functions/_shared/post-image-rules.ts), in the same
 * order and with the same answers: a token and an image type the bucket takes, a size within it,
 * the caller's session (as Auth), public.authorize_post_image_upload() as the caller (an admin, at
 * aal2 while required), the file's first bytes, then the object written as service_role (the only
 * role the bucket lets write since migration 20261127000900) under a new name. 201 `{ path }`.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import {
  bytesAreDeclaredType,
  isPostImageType,
  newPostImageName,
  NOT_AN_IMAGE_MESSAGE,
  POST_IMAGE_EMPTY_MESSAGE,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGE_SIZE_MESSAGE,
  POST_IMAGE_TYPE_MESSAGE,
} from '../../../../../supabase/functions/_shared/post-image-rules.ts'
import { POST_IMAGES_BUCKET } from '../../post-image'
import { beginRequest, isDatabaseFailure } from '../request'
import { unsupported } from './grammar'
import { json, type ProjectRequest } from './http'
import { callerOf } from './mfa'
import { claimsOf } from './tokens'

export const UPLOAD_POST_IMAGE_PATH = '/functions/v1/upload-post-image'

const refusal = (status: number, error: string, message: string) => json(status, { error, message })
const SESSION_ENDED = 'Your session has ended. Sign in again.'

/** The body supabase-js sends (the file as a Blob), as bytes; undefined for any other body. */
async function bodyBytes(body: unknown): Promise<Uint8Array | undefined> {
  if (body instanceof Blob) return new Uint8Array(await body.arrayBuffer())
  if (body instanceof ArrayBuffer) return new Uint8Array(body)
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
  return undefined
}

export async function answerUploadPostImage(db: PGliteInterface, request: ProjectRequest): Promise<Response> {
  if (request.method !== 'POST') return unsupported(`${request.method} ${request.path}`)
  if (!/^Bearer\s+\S+$/i.test(request.headers.authorization ?? '')) {
    return refusal(401, 'unauthorized', 'Sign in as an admin.')
  }
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (!isPostImageType(type)) return refusal(415, 'type_not_allowed', POST_IMAGE_TYPE_MESSAGE)
  const bytes = await bodyBytes(request.body ?? new Uint8Array(0))
  if (!bytes) return refusal(400, 'invalid_body', 'The file could not be read. Try again.')
  if (bytes.byteLength > POST_IMAGE_MAX_BYTES) return refusal(413, 'payload_too_large', POST_IMAGE_SIZE_MESSAGE)

  const caller = await callerOf(db, request)
  const claims = claimsOf(request.headers.authorization)
  if (caller instanceof Response || claims instanceof Response) return refusal(401, 'unauthorized', SESSION_ENDED)
  try {
    return await db.transaction(async (tx) => {
      await beginRequest(tx, claims)
      await tx.query('select public.authorize_post_image_upload()')
      if (bytes.byteLength === 0) return refusal(400, 'empty_body', POST_IMAGE_EMPTY_MESSAGE)
      if (!bytesAreDeclaredType(bytes, type)) return refusal(415, 'not_the_declared_type', NOT_AN_IMAGE_MESSAGE)
      const name = newPostImageName(type, new Date(), crypto.randomUUID())
      // As the function writes: with the service role, past the bucket's policies.
      await beginRequest(tx, { role: 'service_role' })
      await tx.query('select storage.local_upload($1, $2, $3, $4)', [POST_IMAGES_BUCKET, name, type, bytes])
      return json(201, { path: `${POST_IMAGES_BUCKET}/${name}` })
    })
  } catch (error) {
    if (!isDatabaseFailure(error)) throw error
    if (error.code === '42501' && error.hint === 'aal2') return refusal(403, 'aal2_required', error.message)
    if (error.code === '42501') return refusal(403, 'forbidden', 'Only admins upload post images.')
    return refusal(502, 'storage_error', 'The image could not be stored. Try again.')
  }
}
