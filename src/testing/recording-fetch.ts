/**
 * A `fetch` that records each request (method, path, query, headers, body) and answers it with
 * what the test gives: for tests of what an adapter puts on the wire and how it reads answers.
 */
import { readRequest, urlOf, type ProjectRequest } from '@/lib/backend/local/project/http'

export { json } from '@/lib/backend/local/project/http'
export type RecordedRequest = ProjectRequest

export type Answer = (request: RecordedRequest) => Response | Promise<Response>

export function recordingFetch(answer: Answer) {
  const requests: RecordedRequest[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = readRequest(urlOf(input), init)
    requests.push(request)
    return answer(request)
  }
  return { fetch, requests, last: () => requests.at(-1) }
}
