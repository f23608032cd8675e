/**
 * Paged list reads of the fake project, as PostgREST answers them: filters, one accepted
 * order, `offset`/`limit` capped at `max_rows`, `Prefer: count=exact` in `Content-Range`, 206
 * for a partial page, 416 (PGRST103) for an offset past the end, and HEAD for a count alone.
 */
import { condition, logicTree, type RowTest } from './postgrest-filters'

type Row = Record<string, unknown>

export interface ListSpec {
  /** Each `order` parameter the adapter sends, and how it compares two rows. */
  orders: Record<string, (a: Row, b: Row) => number>
  /** Filterable columns and their operators (as `column=op.value` or inside `or=`). */
  filters: Record<string, readonly string[]>
  /** Columns allowed inside the `or=` logic tree. */
  tree?: Record<string, readonly string[]>
}

/** Supabase's default `max_rows`. */
export const FAKE_MAX_ROWS = 1000

const PAGING = new Set(['select', 'order', 'offset', 'limit'])

/** The rows and headers PostgREST would answer, or an Error for a request it should never get. */
export function readList(
  rows: Row[],
  method: string,
  query: Record<string, string>,
  prefer: string | undefined,
  spec: ListSpec,
): { status: 200 | 206; rows: Row[]; contentRange: string } | { status: 416; total: number } | Error {
  if (query.select !== '*' || !prefer?.includes('count=exact')) return new Error('select=* with count=exact')
  const head = method === 'HEAD'
  const compare = head ? undefined : spec.orders[query.order ?? '']
  if (!head && !compare) return new Error(`order ${query.order}`)
  const tests: RowTest[] = []
  try {
    for (const [key, value] of Object.entries(query)) {
      if (PAGING.has(key)) continue
      if (key === 'or' && spec.tree) tests.push(logicTree(value, 'or', spec.tree))
      else if (spec.filters[key]) tests.push(condition(key, value, spec.filters[key]))
      else return new Error(`parameter ${key}`)
    }
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
  const matching = rows.filter((row) => tests.every((t) => t(row))).sort(compare)
  const total = matching.length
  if (head) return { status: 200, rows: [], contentRange: `*/${total}` } as const
  const offset = Number(query.offset ?? 0)
  const limit = Math.min(Number(query.limit ?? Infinity), FAKE_MAX_ROWS)
  if (offset > total) return { status: 416, total } as const
  const page = matching.slice(offset, offset + limit)
  const contentRange = page.length ? `${offset}-${offset + page.length - 1}/${total}` : `*/${total}`
  return { status: page.length < total ? 206 : 200, rows: page, contentRange } as const
}
