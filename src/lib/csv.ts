/**
 * CSV as spreadsheets expect it (RFC 4180): every field is quoted, quotes doubled, rows end with
 * CRLF, and a UTF-8 byte-order mark lets Excel read accents. Quoting every field, not only those
 * with a comma, keeps a cell whole where the list separator is `;` (much of Europe): unquoted,
 * `x;=1+1;` would split into three cells there, the middle one a formula.
 * Text a spreadsheet would run as a formula (=, @, or +/- followed by more than a number such as
 * "-1,234" or "-33.3%") gets a leading apostrophe: these cells come from visitors.
 * Spreadsheets skip leading whitespace before a formula (` =1+1`, `\n=1+1`), so the test looks
 * past it; a cell starting with a tab or carriage return is defused as well.
 */
import { downloadBlob } from '@/lib/download'

const CONTROL_START = /^[\t\r]/
const FORMULA_START = /^[=@]/
const SIGNED_NOT_NUMBER = /^[+-](?![\d\s().,%-]*$)/

function runsAsFormula(cell: string): boolean {
  const start = cell.trimStart()
  return CONTROL_START.test(cell) || FORMULA_START.test(start) || SIGNED_NOT_NUMBER.test(start)
}

export function csvCell(value: string | number | null | undefined): string {
  let cell = value === null || value === undefined ? '' : String(value)
  if (runsAsFormula(cell)) cell = `'${cell}`
  return `"${cell.replace(/"/g, '""')}"`
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

const CSV_BOM = '\uFEFF'

/** Offers the text as a file download. */
export function downloadCsv(filename: string, csv: string): void {
  downloadBlob(filename, new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' }))
}
