/**
 * A Supabase project for tests, over the test PGlite database: a `fetch` that answers supabase-js
 * through the local project's own step (src/lib/backend/local/project: GoTrue, PostgREST and
 * Storage as SQL), so what it answers (rows, counts, refusals) is the migrations' own. A request
 * that step does not know, or an answer of 500, is recorded in `unexpected`, which tests expect
 * to stay empty.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { answerProjectRequest } from '@/lib/backend/local/project'
import { ANON_KEY } from '@/lib/backend/local/project/tokens'
import { readRequest, urlOf } from '@/lib/backend/local/project/http'
import { json, type RecordedRequest } from './recording-fetch'

/** The test project: its address and its anon key (a JWT with the role `anon`). */
export const TEST_PROJECT = { url: 'https://test-project.supabase.co', anonKey: ANON_KEY }

export function postgrestOnPglite(db: PGliteInterface) {
  const requests: RecordedRequest[] = []
  const unexpected: string[] = []

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = urlOf(input)
    const request = readRequest(url, init)
    requests.push(request)
    const what = `${request.method} ${url.pathname}${url.search} (${request.headers.prefer ?? ''})`
    try {
      if (url.origin !== TEST_PROJECT.url || request.headers.apikey !== TEST_PROJECT.anonKey) {
        throw new Error('not the test project')
      }
      const response = await answerProjectRequest(db, request, url.searchParams)
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
