// `node scripts/check-html.mjs [dir]`: validates every HTML page of a build (default dist/) with
// the W3C Nu HTML Checker (vnu.jar from the vnu-jar package; needs Java: Debian's
// default-jre-headless, which scripts/ensure-system-deps.sh installs) and fails on any error.
// CSS messages are ignored: the checker's CSS grammar lags behind what browsers support, and the
// stylesheet every page inlines is Tailwind 4's (cascade layers, @property, color-mix()).
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const CSS_MESSAGE = /^CSS: /

/** The messages that fail the check: errors (and fatal ones) about the HTML itself. */
export function htmlErrors(report) {
  return report.messages.filter(
    (message) => (message.type === 'error' || message.subType === 'fatal') && !CSS_MESSAGE.test(message.message),
  )
}

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(path)
    else if (entry.name.endsWith('.html')) yield path
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2] ?? 'dist'
  const files = [...htmlFiles(root)].sort()
  if (files.length === 0) throw new Error(`check-html: no .html files in ${root}`)
  const jar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'))
  const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--errors-only', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.error || run.status !== 0) {
    console.error(run.error?.message ?? run.stderr)
    console.error('check-html: the checker needs Java (bash scripts/ensure-system-deps.sh installs it).')
    process.exit(1)
  }
  const errors = htmlErrors(JSON.parse(run.stderr))
  for (const error of errors) {
    const file = relative(process.cwd(), fileURLToPath(error.url))
    console.error(`${file}:${error.lastLine ?? '?'}:${error.firstColumn ?? error.lastColumn ?? '?'}: ${error.message}`)
    if (error.extract) console.error(`  ${error.extract.trim().slice(0, 200)}`)
  }
  if (errors.length) {
    console.error(`check-html: ${errors.length} HTML errors in ${new Set(errors.map((e) => e.url)).size} pages`)
    process.exit(1)
  }
  console.log(`check-html: ${files.length} pages in ${root}, no HTML error (Nu HTML Checker, CSS messages ignored)`)
}
