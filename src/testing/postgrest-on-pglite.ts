/**
 * A Supabase project for tests, over the test PGlite database: a `fetch` that answers supabase-js
 * as GoTrue (gotrue-on-pglite.ts) and, through the local project's own step, as PostgREST and
 * Storage would (src/lib/backend/local/project), as the bearer of the request's token. What it
 * answers (rows, counts, refusals) is the migrations' own. A request that step does not know, or
 * an answer of 500, is recorded in `unexpected`, which tests expect to stay empty.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { answerProjectRequest } from '@/lib/backend/local/project'
import { readRequest, urlOf } from '@/lib/backend/local/project/http'
import { createGoTrue, TEST_PROJECT } from './gotrue-on-pglite'
import { json, type RecordedRequest } from './recording-fetch'

export { TEST_PROJECT } from './gotrue-on-pglite'

export function postgrestOnPglite(db: PGliteInterface) {
  const requests: RecordedRequest[] = []
  const unexpected: string[] = []
  const gotrue = createGoTrue(db)

  async function answer(url: URL, request: RecordedRequest): Promise<Response> {
    if (url.origin !== TEST_PROJECT.url || request.headers.apikey !== TEST_PROJECT.anonKey) {
      throw new Error('not the test project')
    }
    if (request.path.startsWith('/auth/v1/')) {
      const answered = await gotrue.answer(request)
      if (!answered) throw new Error('an auth request GoTrue-on-PGlite does not know')
      return answered
    }
    const claims = gotrue.claimsOf(request.headers.authorization)
    return claims instanceof Response ? claims : answerProjectRequest(db, claims, request, url.searchParams)
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = urlOf(input)
    const request = readRequest(url, init)
    requests.push(request)
    const what = `${request.method} ${url.pathname}${url.search} (${request.headers.prefer ?? ''})`
    try {
      const response = await answer(url, request)
      if (response.status >= 500) unexpected.push(`${what}: ${response.status} ${await response.clone().text()}`)
      return response
    } catch (error) {
      unexpected.push(`${what}: ${String(error)}`)
      return json(500, { code: 'XX000', message: 'unexpected request', details: null, hint: null })
    }
  }

  return { fetch, requests, unexpected }
}

export type PostgrestOnPglite = ReturnType<typeof postgrestOnPglite>
