/**
 * What upload-post-image asks of the Supabase project, over HTTP: Auth (whose is this access
 * token, asked with the project's public key as the browser would), the database AS THE CALLER
 * (public.authorize_post_image_upload: an admin, at aal2 while the firm requires it), and Storage
 * with the service role key, which never leaves the function (since migration
 * 20261127000900_post_image_upload.sql no other role may write the `post-images` bucket).
 */
import type { PostImageType } from '../_shared/post-image-rules.ts'

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>

export const POST_IMAGES_BUCKET = 'post-images'

export interface UploadProject {
  /** The id of the user the access token belongs to; null when Auth does not accept the token. */
  callerId(jwt: string): Promise<string | null>
  /** Nothing when the caller may upload; a DbRefusal (42501, hint 'aal2' for a missing factor) otherwise. */
  authorize(jwt: string): Promise<void>
  /** Writes a new object of the bucket (never replacing one), as the service role. */
  store(name: string, bytes: Uint8Array<ArrayBuffer>, type: PostImageType): Promise<void>
}

/** A refusal from the database: its SQLSTATE, message and hint (PostgREST's error body). */
export class DbRefusal extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly status: number,
    readonly hint: string | null,
  ) {
    super(message)
    this.name = 'DbRefusal'
  }
}

/** Auth or Storage answered something other than what was asked (or could not be reached). */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'UpstreamError'
  }
}

/** A year of caching: an object name is never reused, so an upload never changes. */
const CACHE_SECONDS = 31536000

export function createUploadProject(options: {
  supabaseUrl: string
  anonKey: string
  serviceRoleKey: string
  fetch?: FetchFn
}): UploadProject {
  const base = options.supabaseUrl.replace(/\/+$/, '')
  const send = (path: string, init: RequestInit, timeoutMs = 10_000) =>
    (options.fetch ?? fetch)(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  const asCaller = (jwt: string) => ({ apikey: options.anonKey, Authorization: `Bearer ${jwt}` })

  return {
    async callerId(jwt) {
      const response = await send('/auth/v1/user', { headers: asCaller(jwt) })
      if (response.status === 401 || response.status === 403) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) {
        throw new UpstreamError(
          `Auth answered ${response.status} ${(await response.text()).slice(0, 300)}`,
          response.status,
        )
      }
      const user = (await response.json()) as { id?: unknown }
      return typeof user.id === 'string' ? user.id : null
    },

    async authorize(jwt) {
      const response = await send('/rest/v1/rpc/authorize_post_image_upload', {
        method: 'POST',
        headers: { ...asCaller(jwt), 'Content-Type': 'application/json' },
        body: '{}',
      })
      const text = await response.text()
      if (response.ok) return
      const body = (text ? JSON.parse(text) : {}) as { code?: unknown; message?: unknown; hint?: unknown }
      throw new DbRefusal(
        typeof body.message === 'string' ? body.message : `the database answered ${response.status}`,
        typeof body.code === 'string' ? body.code : null,
        response.status,
        typeof body.hint === 'string' ? body.hint : null,
      )
    },

    async store(name, bytes, type) {
      const response = await send(
        `/storage/v1/object/${POST_IMAGES_BUCKET}/${name}`,
        {
          method: 'POST',
          headers: {
            apikey: options.serviceRoleKey,
            Authorization: `Bearer ${options.serviceRoleKey}`,
            'Content-Type': type,
            'Cache-Control': `max-age=${CACHE_SECONDS}`,
            'x-upsert': 'false',
          },
          body: bytes,
        },
        30_000,
      )
      if (!response.ok) {
        throw new UpstreamError(
          `Storage answered ${response.status} ${(await response.text()).slice(0, 300)}`,
          response.status,
        )
      }
      await response.body?.cancel()
    },
  }
}
