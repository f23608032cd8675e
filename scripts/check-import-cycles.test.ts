import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findCycles, importGraph } from './check-import-cycles.mjs'

describe('findCycles', () => {
  it('finds each circle once, whatever its length, and nothing in a one-way graph', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', ['d.ts']],
      ['f.ts', ['a.ts']],
    ])
    expect(findCycles(graph)).toEqual(
      expect.arrayContaining([
        ['a.ts', 'b.ts', 'c.ts'],
        ['d.ts', 'e.ts'],
      ]),
    )
    expect(findCycles(graph)).toHaveLength(2)
    expect(
      findCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([])
  })
})

describe('importGraph', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('follows type-only imports and dynamic import() as ESLint does not', () => {
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ include: ['*.ts'] }))
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b'\nexport type A = { b?: B }\n")
    writeFileSync(join(dir, 'b.ts'), "import type { A } from './a'\nexport type B = { a?: A }\n")
    writeFileSync(join(dir, 'c.ts'), "export const load = () => import('./d')\n")
    writeFileSync(join(dir, 'd.ts'), "import { load } from './c'\nexport const again = load\n")
    writeFileSync(join(dir, 'e.ts'), "import type { A } from './a'\nexport const e: A = {}\n")
    expect(findCycles(importGraph(dir))).toEqual(
      expect.arrayContaining([
        ['a.ts', 'b.ts'],
        ['c.ts', 'd.ts'],
      ]),
    )
    expect(findCycles(importGraph(dir))).toHaveLength(2)
  })
})
