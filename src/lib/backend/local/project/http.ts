/** A request as the local project reads it, and its JSON answers. */
export interface ProjectRequest {
  method: string
  path: string
  query: Record<string, string>
  /** Lower-cased names, as `Headers` gives them. */
  headers: Record<string, string>
  /** A JSON body parsed; any other body (an upload's FormData) as it was sent. */
  body: unknown
}

export const urlOf = (input: RequestInfo | URL): URL => new URL(input instanceof Request ? input.url : String(input))

export function readRequest(url: URL, init?: RequestInit): ProjectRequest {
  const headers: Record<string, string> = {}
  new Headers(init?.headers).forEach((value, key) => (headers[key] = value))
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? undefined)
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
