/**
 * A Supabase project for tests, over the test PGlite database: a `fetch` that answers supabase-js
 * as PostgREST, GoTrue and Storage would. Each request runs as PostgREST runs it (one transaction, the
 * JWT's role and claims, the client's address: `beginRequest` of the local backend), so what it
 * answers (rows, counts, refusals) is the migrations' own: this step decides nothing itself.
 * It knows only what our Supabase adapter sends; any other request is answered 500 and recorded
 * in `unexpected`, which tests expect to stay empty.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { beginRequest } from '@/lib/backend/local/request'
import { createGoTrue, TEST_PROJECT } from './gotrue-on-pglite'
import { unsupported } from './postgrest-grammar'
import { answerRest } from './postgrest-rest'
import { json, readRequest, urlOf, type RecordedRequest } from './recording-fetch'
import { answerStorage, storageFailure } from './storage-on-pglite'

export { TEST_PROJECT } from './gotrue-on-pglite'

type DatabaseFailure = Error & { code: string; detail?: string; hint?: string }
const isDatabaseFailure = (error: unknown): error is DatabaseFailure =>
  error instanceof Error && 'code' in error && typeof error.code === 'string'

/** PostgREST's status for a SQLSTATE, or undefined for its 500 (never what a test wants). */
function statusFor(code: string, anon: boolean): number | undefined {
  if (code === '42501') return anon ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (/^(22|23)/.test(code) || code === 'P0001') return 400
  return undefined
}

/** PostgREST's error answer. SQLSTATE 'PGRST' carries its own: the body in the message, the status in the detail. */
function failure({ code, message, detail, hint }: DatabaseFailure, anon: boolean): Response {
  if (code === 'PGRST') {
    const { status, headers } = JSON.parse(detail ?? '{}') as { status: number; headers?: Record<string, string> }
    return json(status, { details: null, hint: null, ...(JSON.parse(message) as object) }, headers)
  }
  const status = statusFor(code, anon) ?? unsupported(`${code} ${message}`)
  return json(status, { code, message, details: detail ?? null, hint: hint ?? null })
}

export function postgrestOnPglite(db: PGliteInterface) {
  const requests: RecordedRequest[] = []
  const unexpected: string[] = []
  const gotrue = createGoTrue(db)

  async function answer(url: URL, request: RecordedRequest, body: unknown): Promise<Response> {
    if (url.origin !== TEST_PROJECT.url || request.headers.apikey !== TEST_PROJECT.anonKey) unsupported('project')
    if (request.path.startsWith('/auth/v1/')) return (await gotrue.answer(request)) ?? unsupported('auth')
    const storage = request.path.startsWith('/storage/v1/')
    if (!storage && !request.path.startsWith('/rest/v1/')) unsupported('path')
    const claims = gotrue.claimsOf(request.headers.authorization)
    if (claims instanceof Response) return claims
    try {
      return await db.transaction(async (tx) => {
        await beginRequest(tx, claims)
        return storage ? answerStorage(tx, request, body) : answerRest(tx, request, url.searchParams)
      })
    } catch (error) {
      if (isDatabaseFailure(error)) return storage ? storageFailure(error) : failure(error, claims.role === 'anon')
      throw error
    }
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = urlOf(input)
    const request = readRequest(url, init)
    requests.push(request)
    try {
      return await answer(url, request, init?.body)
    } catch (error) {
      unexpected.push(
        `${request.method} ${url.pathname}${url.search} (${request.headers.prefer ?? ''}): ${String(error)}`,
      )
      return json(500, { code: 'XX000', message: 'unexpected request', details: null, hint: null })
    }
  }

  return { fetch, requests, unexpected }
}

export type PostgrestOnPglite = ReturnType<typeof postgrestOnPglite>
