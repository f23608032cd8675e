/**
 * A `fetch` that records each request (method, path, query, headers, body) and answers it with
 * what the test gives: for tests of what an adapter puts on the wire and how it reads answers.
 */
export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  /** Lower-cased names, as `Headers` gives them. */
  headers: Record<string, string>
  body: unknown
}

export type Answer = (request: RecordedRequest) => Response | Promise<Response>

export const urlOf = (input: RequestInfo | URL): URL => new URL(input instanceof Request ? input.url : String(input))

export function readRequest(url: URL, init?: RequestInit): RecordedRequest {
  const headers: Record<string, string> = {}
  new Headers(init?.headers).forEach((value, key) => (headers[key] = value))
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
  return {
    method: init?.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
  }
}

/** A JSON answer (no body for `undefined`). */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

export function recordingFetch(answer: Answer) {
  const requests: RecordedRequest[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = readRequest(urlOf(input), init)
    requests.push(request)
    return answer(request)
  }
  return { fetch, requests, last: () => requests.at(-1) }
}
