/**
 * Paged reads over PostgREST: `Range`-style offset/limit with an exact count, newest first.
 * PostgREST answers 416 (PGRST103) for an offset past the last row; that page is then empty
 * and a count-only request tells the total, as the local adapter answers.
 */
import type { PostgrestResponse } from '@supabase/supabase-js'
import type { Page } from '../ports'
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

/**
 * A PostgREST logic tree (the value of `or=`) that every word is in the column:
 * `and(col.ilike."*w1*",col.ilike."*w2*")`. LIKE wildcards in the words are escaped; values are
 * quoted so commas, dots and parentheses stay text.
 */
export function everyWordIn(column: string, words: string[]): string {
  const quote = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`
  // `*` is PostgREST's spelling of `%` and cannot be escaped: it becomes the one-character wildcard.
  const like = (word: string) => `*${word.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '_')}*`
  return `and(${words.map((word) => `${column}.ilike.${quote(like(word))}`).join(',')})`
}
