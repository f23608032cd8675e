import { describe, expect, it } from 'vitest'
import { testDatabase } from '@/testing/local-database'
import { MAX_MARKDOWN_NESTING, markdownNestingDepth } from './nesting'

const samples: Array<[string, number]> = [
  ['', 0],
  ['Plain text, with > and - inside a line.', 0],
  ['> a quote', 1],
  ['> > deeper', 2],
  ['>>> three', 3],
  ['- a\n  - b\n    - c', 3],
  ['1. first\n2) second', 1],
  ['---', 0],
  ['* * *', 3],
  ['Text\n\n> quote\n> > deeper\n\nMore', 2],
  ['\tcode', 2],
  ['- > - > 1. x', 5],
  ['-\n+ \n*\tx', 1],
  [`${'> '.repeat(MAX_MARKDOWN_NESTING)}x`, MAX_MARKDOWN_NESTING],
  [`${'>'.repeat(3000)} x`, 3000],
  [`${'- '.repeat(2000)}x`, 2000],
  ['a\r\n> b\r>> c', 2],
]

describe('markdownNestingDepth', () => {
  it.each(samples)('counts %j as %i', (source, depth) => expect(markdownNestingDepth(source)).toBe(depth))

  it("is the database's count (private.markdown_nesting_depth), text for text", async () => {
    const db = await testDatabase()
    const { rows } = await db.query<{ depth: number }>(
      'select private.markdown_nesting_depth(s) as depth from unnest($1::text[]) with ordinality as t(s, n) order by n',
      [samples.map(([source]) => source)],
    )
    expect(rows.map((row) => row.depth)).toEqual(samples.map(([source]) => markdownNestingDepth(source)))
  })
})
