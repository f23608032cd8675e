/**
 * `/rest/v1/<table>` and `/rest/v1/rpc/<fn>` as the SQL PostgREST runs for them, in the request's
 * transaction: reads with `Prefer: count=exact` and Content-Range, inserts and upserts from
 * `json_populate_recordset`, updates, deletes, functions with named arguments.
 */
import type { Sql } from '../request'
import { ident, parameters, parseQuery, unsupported, type Params, type Query } from './grammar'
import { json, type ProjectRequest } from './http'

const PREFERENCES = ['count=exact', 'return=minimal', 'resolution=merge-duplicates']
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const rowsOf = async (sql: Sql, text: string, params: unknown[]) =>
  (await sql.query<{ row: unknown }>(text, params)).rows.map((r) => r.row)

async function read(sql: Sql, from: string, q: Query, params: Params, head: boolean, counted: boolean) {
  const page = `select ${q.columns} from ${from} ${q.where} ${q.order} limit ${q.limit} offset ${q.offset}`
  const rows = await rowsOf(sql, `select to_jsonb(t) as row from (${page}) t`, params.values)
  const total = counted
    ? (await sql.query<{ n: number }>(`select count(*)::int as n from ${from} ${q.where}`, params.values)).rows[0]?.n
    : undefined
  if (total !== undefined && q.offset > total) {
    const details = `An offset of ${q.offset} was requested, but there are only ${total} rows.`
    return json(416, { code: 'PGRST103', message: 'Requested range not satisfiable', details, hint: null })
  }
  const range = rows.length ? `${q.offset}-${q.offset + rows.length - 1}` : '*'
  const status = total !== undefined && rows.length < total ? 206 : 200
  return json(status, head ? undefined : rows, { 'content-range': `${range}/${total ?? '*'}` })
}

function write(sql: Sql, from: string, q: Query, params: Params, { method, body }: ProjectRequest) {
  if (method === 'DELETE') return sql.query(`delete from ${from} ${q.where}`, params.values)
  if (method === 'PATCH' && isObject(body)) {
    const columns = Object.keys(body).map(ident).join(', ')
    const source = `json_populate_record(null::${from}, ${params.add(JSON.stringify(body))}::json)`
    return sql.query(`update ${from} set (${columns}) = (select ${columns} from ${source}) ${q.where}`, params.values)
  }
  const rows = [body].flat()
  if (method !== 'POST' || q.where || !rows.every(isObject)) unsupported(`${method} of this shape`)
  const names = [...new Set(rows.flatMap((row) => Object.keys(row as object)))].map(ident)
  const upsert = q.onConflict
    ? `on conflict (${q.onConflict.join(', ')}) do update set ${names.map((c) => `${c} = excluded.${c}`).join(', ')}`
    : ''
  const source = `json_populate_recordset(null::${from}, ${params.add(JSON.stringify(rows))}::json)`
  return sql.query(
    `insert into ${from} (${names.join(', ')}) select ${names.join(', ')} from ${source} ${upsert}`,
    params.values,
  )
}

/** Whether each function of the public schema returns a set: asked once per name (the schema is the build's). */
const setReturning = new Map<string, boolean>()
async function returnsSet(sql: Sql, name: string): Promise<boolean> {
  let known = setReturning.get(name)
  if (known === undefined) {
    const { rows } = await sql.query<{ set: boolean | null }>(
      `select bool_or(proretset) as set from pg_proc where proname = $1 and pronamespace = 'public'::regnamespace`,
      [name],
    )
    known = rows[0]?.set === true
    setReturning.set(name, known)
  }
  return known
}

/** A function of the public schema: a set-returning one answers its rows, another its value. */
async function call(sql: Sql, name: string, args: unknown): Promise<Response> {
  const params = parameters()
  const named = Object.entries(isObject(args) ? args : unsupported('rpc arguments')).map(
    ([key, value]) => `${ident(key)} => ${params.add(isObject(value) ? JSON.stringify(value) : value)}`,
  )
  const rows = await rowsOf(
    sql,
    `select to_jsonb(r) as row from public.${ident(name)}(${named.join(', ')}) r`,
    params.values,
  )
  return json(200, (await returnsSet(sql, name)) ? rows : (rows[0] ?? null))
}

/** PostgREST's answer to a request under /rest/v1/ (the role and claims already set). */
export async function answerRest(sql: Sql, request: ProjectRequest, search: URLSearchParams): Promise<Response> {
  const prefer = request.headers.prefer?.split(/,\s*/) ?? []
  const profile = request.headers['accept-profile'] ?? request.headers['content-profile'] ?? 'public'
  const upsert = prefer.includes('resolution=merge-duplicates')
  const known = prefer.every((p) => PREFERENCES.includes(p)) && upsert === search.has('on_conflict')
  // supabase-js pages with offset and limit: a Range header would be a change to look at.
  if (profile !== 'public' || !known || request.headers.range) unsupported(`${profile}, Prefer ${prefer.join(', ')}`)
  const path = request.path.replace(/^\/rest\/v1\//, '')
  if (path.startsWith('rpc/') && request.method === 'POST' && !search.size) {
    return call(sql, path.slice(4), request.body ?? {})
  }
  const params = parameters()
  const q = parseQuery(search, params)
  const from = `public.${ident(path)}`
  const counted = prefer.includes('count=exact')
  if (request.method === 'GET' || request.method === 'HEAD') {
    return read(sql, from, q, params, request.method === 'HEAD', counted)
  }
  if (['select', 'order', 'limit', 'offset'].some((key) => search.has(key))) unsupported('return=representation')
  const written = await write(sql, from, q, params, request)
  const headers = counted ? { 'content-range': `*/${written.affectedRows ?? 0}` } : undefined
  return new Response(null, { status: request.method === 'POST' ? 201 : 204, headers })
}
