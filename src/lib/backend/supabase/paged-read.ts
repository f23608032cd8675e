/**
 * Paged reads over PostgREST: `Range`-style offset/limit with an exact count, newest first.
 * PostgREST answers 416 (PGRST103) for an offset past the last row; that page is then empty
 * and a count-only request tells the total.
 */
import type { PostgrestResponse } from '@supabase/supabase-js'
import type { Page } from '../page'
import { pageRange } from '../query'
import { fromPostgrest, run } from './errors'

type CountResponse = Pick<PostgrestResponse<unknown>, 'error' | 'status' | 'count'>

export async function readPage<Row, T>(
  page: PromiseLike<PostgrestResponse<Row>>,
  countOnly: () => PromiseLike<CountResponse>,
  map: (row: Row) => T | null,
): Promise<Page<T>> {
  const { data, error, status, count } = await run(page)
  if (error?.code === 'PGRST103') {
    const counted = await run(countOnly())
    if (counted.error) throw fromPostgrest(counted.error, counted.status, 'read')
    return { rows: [], total: counted.count ?? 0 }
  }
  if (error) throw fromPostgrest(error, status, 'read')
  const rows = data.map(map).filter((row): row is T => row !== null)
  return { rows, total: count ?? rows.length }
}

/** The exact count a count-only request (`head: true`) answers. */
export async function countOf(request: PromiseLike<CountResponse>): Promise<number> {
  const { error, status, count } = await run(request)
  if (error) throw fromPostgrest(error, status, 'read')
  return count ?? 0
}

/** A select of a table's rows with their exact count, before its order and range. */
interface Selection<Row, Self> extends PromiseLike<PostgrestResponse<Row>> {
  order(column: string, options: { ascending: boolean }): Self
  range(from: number, to: number): Self
  retry(enabled: boolean): Self
}

/**
 * One page of the rows `matching` selects, newest first by `column` (then by id, so rows of the
 * same moment keep one order). `matching(true)` asks for the count alone.
 */
export function readNewestFirst<Row, T, S extends Selection<Row, S>>(
  matching: (head: boolean) => S,
  column: string,
  paging: Parameters<typeof pageRange>[0],
  map: (row: Row) => T | null,
): Promise<Page<T>> {
  const { from, to } = pageRange(paging)
  const page = matching(false)
    .order(column, { ascending: false })
    .order('id', { ascending: false })
    .range(from, to)
    .retry(false)
  return readPage(page, () => matching(true).retry(false), map)
}
