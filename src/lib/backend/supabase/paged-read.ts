/**
 * Paged reads over PostgREST: `Range`-style offset/limit with an exact count, newest first.
 * PostgREST answers 416 (PGRST103) for an offset past the last row; that page is then empty
 * and a count-only request tells the total, as the local adapter answers.
 */
import type { PostgrestResponse } from '@supabase/supabase-js'
import type { Page } from '../ports'
import { fromPostgrest, fromUnknown } from './errors'

type CountResponse = Pick<PostgrestResponse<unknown>, 'error' | 'status' | 'count'>

async function run<T>(query: PromiseLike<T>): Promise<T> {
  try {
    return await query
  } catch (error) {
    throw fromUnknown(error)
  }
}

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
 * A PostgREST logic tree (the value of `or=`) that every word matches one of the columns:
 * `and(or(a.ilike."*w1*",b.ilike."*w1*"),or(...))`. LIKE wildcards in the words are escaped;
 * values are quoted so commas, dots and parentheses stay text.
 */
export function everyWordInSomeColumn(words: string[], columns: readonly string[]): string {
  const quote = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`
  // `*` is PostgREST's spelling of `%` and cannot be escaped: it becomes the one-character wildcard.
  const like = (word: string) => `*${word.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '_')}*`
  const perWord = words.map((word) => `or(${columns.map((c) => `${c}.ilike.${quote(like(word))}`).join(',')})`)
  return `and(${perWord.join(',')})`
}
