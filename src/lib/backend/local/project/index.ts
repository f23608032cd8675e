/**
 * The local project: what the Supabase adapter talks to in a local build. Its `fetch` answers
 * supabase-js as GoTrue, PostgREST and Storage would, from the local database: sign-in in SQL
 * (auth.ts), and each other request run as PostgREST runs it (one transaction, the role and claims
 * of its bearer token, the client's address: `beginRequest`), so the rows, counts and refusals are
 * the migrations' own, and this step decides nothing itself. It knows the requests our adapter
 * sends (the contract suite runs the adapter over it); any other is answered 500.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { beginRequest, isDatabaseFailure, type DatabaseFailure } from '../request'
import { ANON_KEY, claimsOf } from './tokens'
import { answerAuth } from './auth'
import { Unsupported, unsupported } from './grammar'
import { json, readRequest, urlOf, type ProjectRequest } from './http'
import { answerRest } from './rest'
import { answerStorage, storageFailure } from './storage'
import { answerUploadPostImage, UPLOAD_POST_IMAGE_PATH } from './upload-post-image'
import { ADMIN_USERS_PATH, answerAdminUsers } from './admin-users'
import { answerBotCheck, BOT_CHECK_PATH } from './bot-check'

/** The project supabase-js is given in a local build: nothing is sent there, the fetch answers. */
export const LOCAL_PROJECT = { url: 'https://local-project.invalid', anonKey: ANON_KEY }

/** PostgREST's status for a SQLSTATE (500 for one it has no rule for). */
function statusFor(code: string, anon: boolean): number {
  if (code === '42501') return anon ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (/^(22|23)/.test(code) || code === 'P0001') return 400
  return 500
}

/** PostgREST's error answer. SQLSTATE 'PGRST' carries its own: the body in the message, the status in the detail. */
function failure({ code, message, detail, hint }: DatabaseFailure, anon: boolean): Response {
  if (code === 'PGRST') {
    const { status, headers } = JSON.parse(detail ?? '{}') as { status: number; headers?: Record<string, string> }
    return json(status, { details: null, hint: null, ...(JSON.parse(message) as object) }, headers)
  }
  return json(statusFor(code, anon), { code, message, details: detail ?? null, hint: hint ?? null })
}

/** The answer to one request under /auth/v1/, /rest/v1/ or /storage/v1/, or to upload-post-image, admin-users or bot-check. */
export async function answerProjectRequest(
  db: PGliteInterface,
  request: ProjectRequest,
  search: URLSearchParams,
): Promise<Response> {
  if (request.path.startsWith('/auth/v1/')) return (await answerAuth(db, request)) ?? unsupported(request.path)
  if (request.path === UPLOAD_POST_IMAGE_PATH) return answerUploadPostImage(db, request)
  if (request.path === ADMIN_USERS_PATH) return answerAdminUsers(db, request)
  if (request.path === BOT_CHECK_PATH) return answerBotCheck(db, request)
  const storage = request.path.startsWith('/storage/v1/')
  if (!storage && !request.path.startsWith('/rest/v1/')) unsupported(`path ${request.path}`)
  const claims = claimsOf(request.headers.authorization)
  if (claims instanceof Response) return claims
  try {
    return await db.transaction(async (tx) => {
      await beginRequest(tx, claims)
      return storage ? answerStorage(tx, request) : answerRest(tx, request, search)
    })
  } catch (error) {
    if (isDatabaseFailure(error)) return storage ? storageFailure(error) : failure(error, claims.role === 'anon')
    throw error
  }
}

/** supabase-js's `fetch` in a local build: each request answered from the local database. */
export function localProjectFetch(db: Promise<PGliteInterface>): typeof fetch {
  return async (input, init) => {
    const url = urlOf(input)
    try {
      return await answerProjectRequest(await db, readRequest(url, init), url.searchParams)
    } catch (error) {
      // A request this step does not know (a defect), or a database that failed, perhaps to open.
      const message =
        error instanceof Unsupported
          ? `The local project does not answer ${error.message}`
          : `The local database failed: ${error instanceof Error ? error.message : String(error)}`
      return json(500, { code: 'XX000', message, details: null, hint: null })
    }
  }
}
