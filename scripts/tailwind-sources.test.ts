/**
 * Tailwind finds class names only in the sources src/index.css names. Left to detect sources
 * itself, it decides what to skip from the surrounding git checkout: a build from a copy (a Docker
 * COPY, a tarball, a folder the repository ignores) scanned node_modules and put rules such as
 * `.[httparchive:summary_pages…]` into the stylesheet every page inlines. This builds the real
 * stylesheet in such a copy (under the ignored .tmp/, with no .git of its own) whose
 * node_modules holds such text.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import { build, type Rolldown } from 'vite'
import { afterAll, expect, it } from 'vitest'

mkdirSync('.tmp', { recursive: true })
const dir = mkdtempSync(resolve('.tmp', 'tailwind-sources-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('builds the stylesheet from the app sources only, even outside a git checkout', { timeout: 60_000 }, async () => {
  cpSync('src/index.css', join(dir, 'src/index.css'))
  cpSync('tailwind.config.ts', join(dir, 'tailwind.config.ts'))
  writeFileSync(join(dir, 'src/page.tsx'), 'export const Page = () => <p className="bg-brand-50 mt-3">Hi</p>\n')
  writeFileSync(join(dir, 'index.html'), '<link rel="stylesheet" href="/src/index.css"><div class="underline"></div>\n')
  mkdirSync(join(dir, 'node_modules/some-package'), { recursive: true })
  writeFileSync(
    join(dir, 'node_modules/some-package/index.js'),
    'export const data = "[httparchive:summary_pages] mt-97"\n',
  )
  for (const name of ['tailwindcss', '@tailwindcss'])
    symlinkSync(resolve('node_modules', name), join(dir, 'node_modules', name))

  const output = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [tailwindcss()],
    build: { write: false, minify: false },
  })) as Rolldown.RolldownOutput
  const css = output.output.find((file) => file.fileName.endsWith('.css'))
  const text = css && 'source' in css ? String(css.source) : ''
  expect(text).toContain('.bg-brand-50')
  expect(text).toContain('.mt-3')
  expect(text).toContain('.underline')
  expect(text).not.toContain('httparchive')
  expect(text).not.toContain('.mt-97')
})
