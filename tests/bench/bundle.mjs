// `npm run bench`: for every public route of the production build (dist/), served gzipped like a
// static host, prints the JS and CSS bytes (gzip, as transferred) a first load downloads, and
// whether the route's <h1> text is already in the served HTML (prerendered, readable without JS).
// `--check` (run by `npm test`) fails when the home page grows past its ceiling or downloads a chunk
// that belongs to another screen. Bytes are deterministic; no timing is measured here.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumOptions, serve } from './serve.mjs'

/** The issue's target for the home page. Not met yet: React 19.0 + the react-router 7 data router
 * alone are ~85.6 KB (see docs/decisions/0001), so the bench reports the gap. */
const HOME_JS_TARGET = 90 * 1024
/** What `--check` enforces meanwhile, so the home page cannot quietly grow while the gap is closed. */
const HOME_JS_CEILING = 100 * 1024
/** Chunks that must never load with the home page (they belong to other screens or to later clicks). */
const FORBIDDEN_ON_HOME = /(supabase|calendar|day-picker|chart|chat-panel|admin|dashboard|zod|schemas)/i

const check = process.argv.includes('--check')
const dir = process.env.OUT_DIR ?? 'dist'
const { routes } = JSON.parse(readFileSync(`${dir}/prerendered.json`, 'utf8'))

const server = await serve(dir, Number(process.env.BENCH_PORT ?? 4390))
const browser = await chromium.launch(chromiumOptions)
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6)
const h1Of = (html) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1].replace(/<[^>]+>/g, '').trim() ?? ''

const rows = []
try {
  for (const route of routes) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const files = []
    page.on('requestfinished', async (request) => {
      const type = request.resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      const { responseBodySize } = await request.sizes()
      files.push({ type, url: new URL(request.url()).pathname, bytes: responseBodySize })
    })
    const served = await (await fetch(server.url + route, { headers: { 'Accept-Encoding': 'identity' } })).text()
    await page.goto(server.url + route, { waitUntil: 'networkidle' })
    const liveH1 = ((await page.locator('h1').first().textContent()) ?? '').trim()
    await context.close()
    const servedH1 = h1Of(served)
    rows.push({
      route,
      js: files.filter((f) => f.type === 'script').reduce((sum, f) => sum + f.bytes, 0),
      // Stylesheets fetched plus the stylesheet inlined into the page (counted as its gzip size).
      css:
        files.filter((f) => f.type === 'stylesheet').reduce((sum, f) => sum + f.bytes, 0) +
        [...served.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + gzipSync(m[1]).length, 0),
      files,
      inHtml: servedH1 !== '' && servedH1 === liveH1,
      heading: liveH1,
    })
  }
} finally {
  await browser.close()
  server.stop()
}

console.log(`\nFirst-load bytes per public route (gzip, ${dir}/)\n`)
console.log('route                        JS KB  CSS KB  heading in served HTML')
for (const r of rows) {
  console.log(`${r.route.padEnd(27)} ${kb(r.js)}  ${kb(r.css)}  ${r.inHtml ? 'yes' : 'NO '}  "${r.heading}"`)
}

const home = rows.find((r) => r.route === '/')
const failures = []
if (home.js > HOME_JS_CEILING) failures.push(`home page JS ${kb(home.js).trim()} KB > ceiling ${HOME_JS_CEILING / 1024} KB`)
for (const f of home.files) if (FORBIDDEN_ON_HOME.test(f.url)) failures.push(`home page downloads ${f.url}`)
for (const r of rows) if (!r.inHtml) failures.push(`${r.route}: heading not in the served HTML`)
const gap = home.js - HOME_JS_TARGET
console.log(
  `\nhome page: ${kb(home.js).trim()} KB JS gzip; target ${HOME_JS_TARGET / 1024} KB ${gap > 0 ? `missed by ${kb(gap).trim()} KB` : 'met'}; ceiling ${HOME_JS_CEILING / 1024} KB`,
)
console.log(`home page files: ${home.files.map((f) => `${f.url.replace('/assets/', '')} ${kb(f.bytes).trim()}`).join(', ')}`)
if (failures.length) {
  console.log(`\nBudget check failed:\n- ${failures.join('\n- ')}`)
  if (check) process.exit(1)
} else if (check) {
  console.log('budget check: ok')
}
