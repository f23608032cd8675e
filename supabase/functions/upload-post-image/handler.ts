/**
 * upload-post-image as a plain function of (request, dependencies): standard web APIs only, so
 * the same code runs in Deno (index.ts) and in tests. The blog editor sends the file's bytes as
 * the body, its type as Content-Type, and the signed-in admin's access token. In order: the
 * site's origin; a token and an image type the bucket takes, and a declared size within it (no
 * call is made otherwise); the caller's token (Auth); the caller's admin role, asked of the
 * database as them (so the second-factor rule applies); the bytes, read up to the bucket's 5 MB,
 * whose first bytes must be the declared type; then the object, written with the service role
 * under a new name. Answers 201 `{ path }`, the `post-images/<name>` a post stores.
 */
import { allowedOrigin, corsHeaders } from '../_shared/cors.ts'
import {
  bytesAreDeclaredType,
  isPostImageType,
  newPostImageName,
  NOT_AN_IMAGE_MESSAGE,
  POST_IMAGE_EMPTY_MESSAGE,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGE_SIZE_MESSAGE,
  POST_IMAGE_TYPE_MESSAGE,
} from '../_shared/post-image-rules.ts'
import { readBodyBytes } from '../_shared/read-body.ts'
import { DbRefusal, POST_IMAGES_BUCKET, type UploadProject } from './supabase-api.ts'

export interface UploadDependencies {
  allowedOrigins: readonly string[]
  project: UploadProject
  now(): Date
  /** A new random id (crypto.randomUUID): the object's name, as the editor named uploads before. */
  newId(): string
}

type Headers = Record<string, string>

const json = (status: number, body: unknown, headers: Headers) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })

const bearer = (request: Request) => /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null

/** The declared media type, without parameters (`image/png; q=1` -> `image/png`). */
const declaredType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''

/** Answers without reading the body; the stream is let go. */
function refuse(request: Request, status: number, body: unknown, headers: Headers): Response {
  request.body?.cancel().catch(() => {})
  return json(status, body, headers)
}

export async function handleUploadPostImage(request: Request, deps: UploadDependencies): Promise<Response> {
  const origin = allowedOrigin(request, deps.allowedOrigins)
  if (!origin) return refuse(request, 403, { error: 'origin_not_allowed' }, { Vary: 'Origin' })
  const cors = corsHeaders(origin)
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
  if (request.method !== 'POST') {
    return refuse(request, 405, { error: 'method_not_allowed' }, { ...cors, Allow: 'POST, OPTIONS' })
  }

  const jwt = bearer(request)
  if (!jwt) return refuse(request, 401, { error: 'unauthorized', message: 'Sign in as an admin.' }, cors)
  const type = declaredType(request)
  if (!isPostImageType(type)) {
    return refuse(request, 415, { error: 'type_not_allowed', message: POST_IMAGE_TYPE_MESSAGE }, cors)
  }
  const tooLarge = { error: 'payload_too_large', message: POST_IMAGE_SIZE_MESSAGE }
  if (Number(request.headers.get('content-length') ?? '0') > POST_IMAGE_MAX_BYTES) {
    return refuse(request, 413, tooLarge, cors)
  }

  try {
    if (!(await deps.project.callerId(jwt))) {
      return refuse(request, 401, { error: 'unauthorized', message: 'Your session has ended. Sign in again.' }, cors)
    }
    await deps.project.authorize(jwt)
  } catch (error) {
    request.body?.cancel().catch(() => {})
    return refusal(error, cors)
  }

  let bytes: Uint8Array<ArrayBuffer>
  try {
    const read = await readBodyBytes(request, POST_IMAGE_MAX_BYTES)
    if ('error' in read) return json(413, tooLarge, cors)
    bytes = read.bytes
  } catch {
    return json(400, { error: 'invalid_body', message: 'The file could not be read. Try again.' }, cors)
  }
  if (bytes.byteLength === 0) return json(400, { error: 'empty_body', message: POST_IMAGE_EMPTY_MESSAGE }, cors)
  if (!bytesAreDeclaredType(bytes, type)) {
    return json(415, { error: 'not_the_declared_type', message: NOT_AN_IMAGE_MESSAGE }, cors)
  }

  const name = newPostImageName(type, deps.now(), deps.newId())
  try {
    await deps.project.store(name, bytes, type)
  } catch (error) {
    console.error('upload-post-image: Storage did not store the image', error)
    return json(502, { error: 'storage_error', message: 'The image could not be stored. Try again.' }, cors)
  }
  return json(201, { path: `${POST_IMAGES_BUCKET}/${name}` }, cors)
}

/** The database's refusal (the caller is no admin, or lacks the second factor), or a failure. */
function refusal(error: unknown, cors: Headers): Response {
  if (error instanceof DbRefusal && error.code === '42501') {
    if (error.hint === 'aal2') return json(403, { error: 'aal2_required', message: error.message }, cors)
    return json(403, { error: 'forbidden', message: 'Only admins upload post images.' }, cors)
  }
  // PostgREST refuses a token it does not accept (expired, or signed for another project) with 401.
  if (error instanceof DbRefusal && error.status === 401) {
    return json(401, { error: 'unauthorized', message: 'Your session has ended. Sign in again.' }, cors)
  }
  console.error('upload-post-image: the caller could not be checked', error)
  return json(502, { error: 'upstream_error', message: 'Auth or the database could not be reached. Try again.' }, cors)
}
