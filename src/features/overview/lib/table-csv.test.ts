import { csvFileName, nyPeriod, tableCsv, titleSlug } from './table-csv'

const lines = (csv: string) => csv.split('\r\n')

describe('a table as CSV', () => {
  it('names the file by the title and the New York days it counts', () => {
    const period = { from: '2026-10-30', to: '2026-11-28' }
    expect(csvFileName('Top pages', period)).toBe('top-pages-2026-10-30-to-2026-11-28.csv')
    expect(csvFileName('Visits and page views per day', period)).toBe(
      'visits-and-page-views-per-day-2026-10-30-to-2026-11-28.csv',
    )
    expect(titleSlug('  Entrée: pages (by source) ')).toBe('entree-pages-by-source')
    expect(csvFileName('***', period)).toBe('table-2026-10-30-to-2026-11-28.csv')
  })

  it('takes the New York days of a range of instants, the last day included', () => {
    // Nov 22 00:00 to Nov 29 00:00 in New York (EST, UTC-5): the last 7 days up to Nov 28.
    const span = { from: new Date('2026-11-22T05:00:00Z'), to: new Date('2026-11-29T05:00:00Z') }
    expect(nyPeriod(span)).toEqual({ from: '2026-11-22', to: '2026-11-28' })
  })

  it('holds the header and every row, numbers written as the table shows them', () => {
    const csv = tableCsv({
      columns: ['Step', 'Visits', 'Change'],
      rows: [
        ['Saw step 1', 1234, '-'],
        ['Completed step 1', 617, '-50.0%'],
        ['=HYPERLINK("x")', 0, '-0.0%'],
      ],
    })
    expect(lines(csv)).toEqual([
      '"Step","Visits","Change"',
      '"Saw step 1","1,234","-"',
      '"Completed step 1","617","-50.0%"',
      '"\'=HYPERLINK(""x"")","0","-0.0%"',
      '',
    ])
  })
})
