/**
 * A table of the Overview as a CSV file: the columns and rows the table shows, each cell written
 * as on screen (numbers with their thousands separators), in a file named by the table's title
 * and its New York days, e.g. `top-pages-2026-10-30-to-2026-11-28.csv`.
 */
import { nyDay } from '@/lib/backend/site-stats/ny-days'
import { toCsv } from '@/lib/csv'

export interface TableData {
  columns: string[]
  rows: (string | number)[][]
}

/** The New York days (YYYY-MM-DD, both included) a table counts. */
export interface TablePeriod {
  from: string
  to: string
}

/** The New York days of the instants [from, to), as a table's period. */
export const nyPeriod = ({ from, to }: { from: Date; to: Date }): TablePeriod => ({
  from: nyDay(from),
  to: nyDay(new Date(to.getTime() - 1)),
})

/** A cell as the table shows it: numbers in US style ("1,234"), text as it is. */
export const shownCell = (value: string | number): string =>
  typeof value === 'number' ? value.toLocaleString('en-US') : value

/** "Top pages" -> "top-pages"; accents dropped, anything else between words becomes one dash. */
export function titleSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const csvFileName = (title: string, period: TablePeriod): string =>
  `${titleSlug(title) || 'table'}-${period.from}-to-${period.to}.csv`

export const tableCsv = (table: TableData): string =>
  toCsv(
    table.columns,
    table.rows.map((row) => row.map(shownCell)),
  )
