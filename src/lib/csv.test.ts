import { csvCell, toCsv } from '@/lib/csv'

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
  it('keeps signed numbers as a table shows them, with separators or a percent sign', () => {
    expect(csvCell('-33.3%')).toBe('"-33.3%"')
    expect(csvCell('-1,234')).toBe('"-1,234"')
    expect(csvCell('-2%+cmd|x')).toBe('"\'-2%+cmd|x"')
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
