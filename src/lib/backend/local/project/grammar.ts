/**
 * PostgREST's query string, as much of it as our Supabase adapter sends, as SQL whose values are
 * parameters typed by the database: `select` (with renames, `alias:col`), `col=eq.v`, `lt`, `lte` and `gte`, the logic tree
 * `or=(and(col.ilike."*w*",...))`, `order` (nullsfirst/nullslast), `offset` and `limit` (capped at
 * Supabase's max_rows), `on_conflict`. Anything else throws `Unsupported`.
 */
export class Unsupported extends Error {}

const MAX_ROWS = 1000
const OPERATORS: Record<string, string> = { eq: '=', lt: '<', lte: '<=', gte: '>=', ilike: 'ilike' }
const ORDER: Record<string, string> = { asc: 'asc', desc: 'desc', nullsfirst: 'nulls first', nullslast: 'nulls last' }
/** A logic tree's tokens: `and(` or `or(`, `)`, `,`, and `col.op.value` with the value maybe "quoted". */
const TOKEN = /(and|or)\(|\)|,|(\w+)\.(\w+)\.(?:"((?:[^"\\]|\\.)*)"|([^,()]*))/

export const unsupported = (what: string): never => {
  throw new Unsupported(what)
}
export const ident = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? `"${name}"` : unsupported(`name ${name}`))
const count = (text: string) => (/^\d+$/.test(text) ? Number(text) : unsupported(`number ${text}`))

/** A statement's parameters: `add` keeps a value and answers its placeholder. */
export function parameters() {
  const values: unknown[] = []
  return { values, add: (value: unknown) => `$${values.push(value)}` }
}
export type Params = ReturnType<typeof parameters>

/** `column op $n`; in an ilike pattern PostgREST's `*` stands for `%`. */
function condition(column: string, operator: string, value: string, params: Params): string {
  const op = OPERATORS[operator] ?? unsupported(`operator ${operator}`)
  return `${ident(column)} ${op} ${params.add(operator === 'ilike' ? value.replaceAll('*', '%') : value)}`
}

function logicTree(text: string, params: Params): string {
  const tokens: RegExpExecArray[] = []
  const pattern = new RegExp(TOKEN.source, 'y')
  while (pattern.lastIndex < text.length) tokens.push(pattern.exec(text) ?? unsupported(`logic tree ${text}`))
  let at = 0
  const next = () => tokens[at++] ?? unsupported(`logic tree ${text}`)
  function item(): string {
    const [, joiner, column = '', operator = '', quoted, bare = ''] = next()
    if (!joiner) return condition(column, operator, quoted?.replace(/\\(.)/g, '$1') ?? bare, params)
    const items = [item()]
    while (tokens[at]?.[0] === ',' && ++at) items.push(item())
    if (next()[0] !== ')') unsupported(`logic tree ${text}`)
    return `(${items.join(` ${joiner} `)})`
  }
  const sql = item()
  return at === tokens.length ? sql : unsupported(`logic tree ${text}`)
}

/** A select item: `col`, or PostgREST's rename `alias:col` (no cast, no embedding). */
const SELECT_ITEM = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([^:]+)$/

/** `col` -> `"col"`; `myId:id` -> `"id" as "myId"` */
function selectItem(item: string): string {
  const [, alias, column = ''] = SELECT_ITEM.exec(item) ?? unsupported(`select ${item}`)
  return alias ? `${ident(column)} as "${alias}"` : ident(column)
}

/** `col.desc.nullslast` -> `"col" desc nulls last` */
function orderTerm(term: string): string {
  const [column = '', ...words] = term.split('.')
  return [ident(column), ...words.map((word) => ORDER[word] ?? unsupported(`order ${term}`))].join(' ')
}

export interface Query {
  columns: string
  /** `where ...` for every filter, or nothing. */
  where: string
  order: string
  offset: number
  limit: number
  onConflict?: string[]
}

export function parseQuery(search: URLSearchParams, params: Params): Query {
  const filters: string[] = []
  const query: Query = { columns: '*', where: '', order: '', offset: 0, limit: MAX_ROWS }
  for (const [key, value] of search) {
    if (key === 'select') query.columns = value === '*' ? '*' : value.split(',').map(selectItem).join(', ')
    else if (key === 'offset') query.offset = count(value)
    else if (key === 'limit') query.limit = Math.min(count(value), MAX_ROWS)
    else if (key === 'on_conflict') query.onConflict = value.split(',').map(ident)
    else if (key === 'or') filters.push(logicTree(`or${value}`, params))
    else if (key === 'order') query.order = `order by ${value.split(',').map(orderTerm).join(', ')}`
    else {
      const [, operator = '', operand = ''] = /^(\w+)\.(.*)$/s.exec(value) ?? unsupported(`filter ${key}=${value}`)
      filters.push(condition(key, operator, operand, params))
    }
  }
  if (filters.length) query.where = `where ${filters.join(' and ')}`
  return query
}
