// `npm run bench:lighthouse`: Lighthouse (default mobile settings, Debian Chromium) three times on
// every public route of the production build (dist/), served gzipped like a static host. Prints
// medians of the four category scores, LCP, TBT, CLS and total bytes per route, plus a summary.
// A benchmark: nothing is asserted. ROUTES=/,/about limits the routes; RUNS=n changes the count.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumOptions, serve } from './serve.mjs'

const dir = process.env.OUT_DIR ?? 'dist'
const runs = Number(process.env.RUNS ?? 3)
// The sitemap's routes, and the pages a visitor reaches by a link sent to them (not in the sitemap).
const linkPages = ['/manage-booking']
const routes = process.env.ROUTES?.split(',') ?? [
  ...JSON.parse(readFileSync(`${dir}/prerendered.json`, 'utf8')).routes,
  ...linkPages,
]
/** Median of the runs that produced the figure (a failed run reports NaN and is left out). */
function median(values) {
  const valid = values.filter(Number.isFinite).sort((a, b) => a - b)
  return valid.length ? valid[Math.floor(valid.length / 2)] : NaN
}

const server = await serve(dir, Number(process.env.BENCH_PORT ?? 4391))
const results = []
try {
  for (const route of routes) {
    const samples = []
    for (let i = 0; i < runs; i++) {
      const profile = mkdtempSync(join(tmpdir(), 'lh-'))
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumOptions.executablePath,
        chromeFlags: [...chromiumOptions.args, `--user-data-dir=${profile}`],
        userDataDir: false,
      })
      try {
        const { lhr } = await lighthouse(server.url + route, { port: chrome.port, logLevel: 'error', output: 'json' })
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
        })
      } finally {
        await chrome.kill()
        rmSync(profile, { recursive: true, force: true })
      }
    }
    const row = { route }
    for (const key of Object.keys(samples[0])) row[key] = median(samples.map((s) => s[key]))
    results.push(row)
    print([row], false)
  }
} finally {
  server.stop()
}

function print(rows, header = true) {
  if (header) console.log('\nroute                        perf  a11y  bp  seo   LCP s  TBT ms    CLS   KB')
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(27)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(3)} ${String(r.seo).padStart(4)} ${(r.lcp / 1000).toFixed(2).padStart(7)} ${r.tbt.toFixed(0).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${(r.bytes / 1024).toFixed(0).padStart(4)}`,
    )
  }
}

console.log(`\nLighthouse ${runs}x per route, medians (mobile defaults, ${dir}/ served with gzip)`)
print(results)
const min = (key) => Math.min(...results.map((r) => r[key]).filter(Number.isFinite))
const max = (key) => Math.max(...results.map((r) => r[key]).filter(Number.isFinite))
console.log(
  `summary (${results.length} routes): perf min ${min('performance')}, a11y min ${min('accessibility')}, bp min ${min('bestPractices')}, seo min ${min('seo')}, LCP max ${(max('lcp') / 1000).toFixed(2)} s, TBT max ${max('tbt').toFixed(0)} ms, CLS max ${max('cls').toFixed(3)}`,
)
