/** Shapes shared by the fake project's handlers: rows, callers, PostgREST-style answers. */
export type Row = Record<string, unknown>

export interface Account {
  id: string
  email: string
  password: string
  admin: boolean
}

export type Who = { kind: 'anon' } | { kind: 'user'; account: Account } | { kind: 'bad-token' }

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  body: unknown
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

export const pgError = (code: string, message: string) => ({ code, message, details: null, hint: null })

export const isAdmin = (w: Who) => w.kind === 'user' && w.account.admin

/** PostgREST: 401 for anon, 403 for a signed-in role, on "permission denied" (42501). */
export const denied = (w: Who, message: string) => json(w.kind === 'anon' ? 401 : 403, pgError('42501', message))

export const byNewest = (a: Row, b: Row) =>
  String(b.created_at).localeCompare(String(a.created_at)) || String(b.id).localeCompare(String(a.id))

/** A page of rows as PostgREST answers it, with its Content-Range (the seq bookkeeping left out). */
export function pageResponse(
  method: string,
  answer: { status: 200 | 206; rows: Row[]; contentRange: string } | { status: 416; total: number },
  offset: string | undefined,
): Response {
  if (answer.status === 416) {
    const details = `An offset of ${offset} was requested, but there are only ${answer.total} rows.`
    return json(416, { ...pgError('PGRST103', 'Requested range not satisfiable'), details })
  }
  const body = method === 'HEAD' ? undefined : answer.rows.map(({ seq: _seq, ...row }) => row)
  return json(answer.status, body, { 'content-range': answer.contentRange })
}
