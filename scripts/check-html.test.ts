import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { htmlErrors } from './check-html.mjs'

describe('htmlErrors', () => {
  it('keeps HTML errors and fatal messages, and drops CSS messages', () => {
    const messages = [
      { type: 'error', message: 'Element “h3” not allowed as child of element “span” in this context.' },
      { type: 'error', message: 'CSS: “color-mix”: Parse Error.' },
      { type: 'non-document-error', subType: 'fatal', message: 'Cannot read the file.' },
      { type: 'info', subType: 'warning', message: 'Consider adding a “lang” attribute.' },
    ]
    expect(htmlErrors({ messages }).map((m) => m.message)).toEqual([messages[0]?.message, messages[2]?.message])
  })
})

describe('check-html command (Nu HTML Checker on Java)', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'check-html-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title><style>a{color:color-mix(in oklab,red,blue)}</style></head><body>${body}</body></html>`
  const check = () => promisify(execFile)(process.execPath, ['scripts/check-html.mjs', dir])

  // One run (the checker takes seconds to start): a valid page and one with each kind of error
  // the site had: a heading in a span, an empty option, a <time> without datetime.
  it('fails on HTML errors only, naming each, and passes CSS the checker does not know', async () => {
    writeFileSync(join(dir, 'good.html'), page('<h1>Fine</h1><time datetime="2023-06-01">June 1, 2023</time>'))
    writeFileSync(
      join(dir, 'bad.html'),
      page('<span><h3>Card</h3></span><select><option value=""></option></select><time>June 1, 2023</time>'),
    )
    const failure = (await check().then(
      () => ({}),
      (error: unknown) => error,
    )) as { code?: number; stderr?: string }
    expect(failure.code).toBe(1)
    expect(failure.stderr).toMatch(/“h3” not allowed as child of element “span”/)
    expect(failure.stderr).toMatch(/“option” without attribute “label” must not be empty/)
    expect(failure.stderr).toMatch(/text content of element “time”/)
    expect(failure.stderr).toMatch(/3 HTML errors in 1 pages/)
    expect(failure.stderr).not.toMatch(/good\.html|CSS/)
  })
})
