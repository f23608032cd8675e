/**
 * CSV as spreadsheets expect it (RFC 4180): fields with a comma, quote or line break are quoted,
 * quotes doubled, rows end with CRLF, and a UTF-8 byte-order mark lets Excel read accents.
 * Text a spreadsheet would run as a formula (=, @, or +/- followed by more than a number) gets a
 * leading apostrophe: these cells come from visitors. Spreadsheets skip leading whitespace
 * before a formula (` =1+1`, `\n=1+1`), so the test looks past it; a cell starting with a tab or
 * carriage return is defused as well.
 */
import { downloadBlob } from './download'

const CONTROL_START = /^[\t\r]/
const FORMULA_START = /^[=@]/
const SIGNED_NOT_NUMBER = /^[+-](?![\d\s().-]*$)/

function runsAsFormula(cell: string): boolean {
  const start = cell.trimStart()
  return CONTROL_START.test(cell) || FORMULA_START.test(start) || SIGNED_NOT_NUMBER.test(start)
}

export function csvCell(value: string | number | null | undefined): string {
  let cell = value === null || value === undefined ? '' : String(value)
  if (runsAsFormula(cell)) cell = `'${cell}`
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

export const CSV_BOM = '\uFEFF'

/** Offers the text as a file download. */
export function downloadCsv(filename: string, csv: string): void {
  downloadBlob(filename, new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' }))
}
