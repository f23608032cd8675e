import { csvCell, toCsv } from './csv'
import { submissionsCsv, toSubmissionRow } from './submission-rows'
import type { Submission } from '@/lib/backend/ports'
import { aSubmission } from '@/testing/records'

describe('CSV quoting', () => {
  it('quotes every field, plain ones too, and empties nulls', () => {
    expect(csvCell('Ann Lee')).toBe('"Ann Lee"')
    expect(csvCell(null)).toBe('""')
    expect(csvCell(undefined)).toBe('""')
    expect(csvCell(42)).toBe('"42"')
  })
  it('keeps a cell whole where the list separator is a semicolon', () => {
    expect(csvCell('x;=1+1;')).toBe('"x;=1+1;"')
    expect(toCsv(['a'], [['x;=1+1;']]).split('\r\n')[1]).toBe('"x;=1+1;"')
  })
  it('doubles quotes and keeps line breaks inside the quotes', () => {
    expect(csvCell('Lee, Ann')).toBe('"Lee, Ann"')
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
  })
  it('defuses spreadsheet formulas but keeps phone numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"')
    expect(csvCell('+1 (212) 555-0100')).toBe('"+1 (212) 555-0100"')
    expect(csvCell('-2+3+cmd|x')).toBe('"\'-2+3+cmd|x"')
  })
  it('defuses formulas behind leading whitespace', () => {
    expect(csvCell(' =1+1')).toBe('"\' =1+1"')
    expect(csvCell('\n=1+1')).toBe('"\'\n=1+1"')
    expect(csvCell('\r\n@SUM(A1)')).toBe('"\'\r\n@SUM(A1)"')
    expect(csvCell('\t=1+1')).toBe('"\'\t=1+1"')
    expect(csvCell('\u00a0 -2+3+cmd|x')).toBe('"\'\u00a0 -2+3+cmd|x"')
    expect(csvCell('  +1 (212) 555-0100')).toBe('"  +1 (212) 555-0100"')
    expect(csvCell('  plain text')).toBe('"  plain text"')
  })
  it('joins rows with CRLF and ends with one', () => {
    expect(toCsv(['a', 'b'], [['1', 'x,y']])).toBe('"a","b"\r\n"1","x,y"\r\n')
  })
})

const submission = (over: Partial<Submission>) => aSubmission({ message: 'Hello, "team"', ...over })

describe('submission rows', () => {
  const rows = [
    submission({ id: '1' }),
    submission({
      id: '2',
      fullName: 'Bo Chen',
      email: 'bo@x.io',
      phone: '2125550100',
      formType: 'consultation',
      message: null,
    }),
    submission({ id: '3', fullName: null, email: null, formType: 'other_form', message: 'Quarterly payouts?' }),
  ].map(toSubmissionRow)

  it('exports the rows as CSV', () => {
    const csv = submissionsCsv(rows.slice(0, 1))
    const [header, line] = csv.split('\r\n')
    expect(header).toBe(
      '"Date","Form Type","Name","Email","Phone","Details","Investor Type","Investment Amount","Investment Goal","Investment Timeline","Message","Submitted From","Status","Source","Follow-up"',
    )
    expect(line).toBe(
      '"2026-03-01T10:00:00.000Z","Contact Form","Ann Lee","ann@example.com","","Hello, ""team""","","","","","Hello, ""team""","/contact","New","Direct",""',
    )
  })
})
