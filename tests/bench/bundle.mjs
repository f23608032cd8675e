// `npm run bench`: for every public route of the production build (dist/), served gzipped like a
// static host, prints the JS and CSS bytes (gzip, as transferred) a first load downloads, and
// whether the route's <h1> text is already in the served HTML (prerendered, readable without JS).
// Content pages load the app on the visitor's first interaction (src/boot.ts): for those the JS
// that interaction adds is printed too. `--check` (run by `npm test`) fails when the home page
// passes its budget or downloads a chunk that belongs to another screen, before or after the
// first interaction, or when any public route downloads the admin Overview's chunk (which must
// exist as a chunk of its own), or when a page other than a blog post downloads the Markdown
// renderer (react-markdown, about 40 KB). Bytes are deterministic; no timing is measured here.
import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumOptions, serve } from './serve.mjs'

/** The issue's budget for the JS a first load of the home page downloads (gzip). */
const HOME_JS_BUDGET = 90 * 1024
/** Chunks that must never load with the home page (they belong to other screens or to later clicks). */
const FORBIDDEN_ON_HOME = /(supabase|calendar|day-picker|chart|chat-panel|admin|dashboard|zod|schemas)/i
/** The admin Overview's charts: no public page may download them, before or after an interaction. */
const ADMIN_ONLY = /site-overview/i
/** Text only the Markdown renderer's code holds (an option react-markdown passes on, kept by the minifier). */
const MARKDOWN_MARKER = 'allowDangerousHtml'
/** The pages that render Markdown: the blog's articles. */
const RENDERS_MARKDOWN = /^\/blog\/[^/]+$/

const check = process.argv.includes('--check')
const dir = process.env.OUT_DIR ?? 'dist'
const { routes } = JSON.parse(readFileSync(`${dir}/prerendered.json`, 'utf8'))

const server = await serve(dir, Number(process.env.BENCH_PORT ?? 4390))
const browser = await chromium.launch(chromiumOptions)
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6)
const h1Of = (html) =>
  html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    .replace(/<[^>]+>/g, '')
    .trim() ?? ''

const rows = []
try {
  for (const route of routes) {
    const context = await browser.newContext()
    const page = await context.newPage()
    // Each script/stylesheet's size, asked for as it finishes; awaited before the context
    // closes (a size asked for after that would reject, and one not awaited would be missed).
    // A request that finishes only as the context closes (on a busy machine) has no size left
    // to read: it is skipped instead of crashing the run.
    let sizes = []
    page.on('requestfinished', (request) => {
      const type = request.resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      const url = new URL(request.url()).pathname
      sizes.push(
        request.sizes().then(
          ({ responseBodySize }) => ({ type, url, bytes: responseBodySize }),
          () => null,
        ),
      )
    })
    const served = await (await fetch(server.url + route, { headers: { 'Accept-Encoding': 'identity' } })).text()
    await page.goto(server.url + route, { waitUntil: 'networkidle' })
    const liveH1 = ((await page.locator('h1').first().textContent()) ?? '').trim()
    const files = (await Promise.all(sizes)).filter(Boolean)
    let onIntent = null
    if (served.includes('data-hydrate="intent"')) {
      sizes = []
      await page.mouse.move(10, 10)
      await page.locator('#root[data-hydrated]').waitFor()
      await page.waitForLoadState('networkidle')
      onIntent = (await Promise.all(sizes)).filter(Boolean)
    }
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
      onIntent,
      inHtml: servedH1 !== '' && servedH1 === liveH1,
      heading: liveH1,
    })
  }
} finally {
  await browser.close()
  server.stop()
}

console.log(`\nFirst-load bytes per public route (gzip, ${dir}/)\n`)
console.log('route                        JS KB  CSS KB  +JS on 1st interaction  heading in served HTML')
const sum = (files, type) => files.filter((f) => f.type === type).reduce((total, f) => total + f.bytes, 0)
for (const r of rows) {
  const later = r.onIntent ? `${kb(sum(r.onIntent, 'script'))} KB` : '  (loaded)'
  console.log(
    `${r.route.padEnd(27)} ${kb(r.js)}  ${kb(r.css)}  ${later.padStart(22)}  ${r.inHtml ? 'yes' : 'NO '}  "${r.heading}"`,
  )
}

const home = rows.find((r) => r.route === '/')
const failures = []
if (home.js > HOME_JS_BUDGET)
  failures.push(`home page JS ${kb(home.js).trim()} KB > budget ${HOME_JS_BUDGET / 1024} KB`)
for (const f of [...home.files, ...(home.onIntent ?? [])]) {
  if (FORBIDDEN_ON_HOME.test(f.url)) failures.push(`home page downloads ${f.url}`)
}
for (const r of rows) if (!r.inHtml) failures.push(`${r.route}: heading not in the served HTML`)
// The check below means something only if the Overview is a chunk of its own.
if (!readdirSync(`${dir}/assets`).some((name) => ADMIN_ONLY.test(name) && name.endsWith('.js')))
  failures.push('no site-overview chunk in the build: the Overview is not loaded lazily')
for (const r of rows) {
  for (const f of [...r.files, ...(r.onIntent ?? [])]) {
    if (ADMIN_ONLY.test(f.url)) failures.push(`${r.route} downloads the admin Overview (${f.url})`)
  }
}
// The Markdown renderer: in a chunk of the article's, never downloaded by another page.
const holdsMarkdown = (url) => readFileSync(`${dir}${url}`, 'utf8').includes(MARKDOWN_MARKER)
const assetsDir = `${dir}/assets`
if (!readdirSync(assetsDir).some((name) => name.endsWith('.js') && holdsMarkdown(`/assets/${name}`)))
  failures.push('no chunk holds the Markdown renderer: the check below would prove nothing')
for (const r of rows) {
  if (RENDERS_MARKDOWN.test(r.route)) continue
  for (const f of [...r.files, ...(r.onIntent ?? [])]) {
    if (f.type === 'script' && holdsMarkdown(f.url))
      failures.push(`${r.route} downloads the Markdown renderer (${f.url})`)
  }
}
console.log(`\nhome page: ${kb(home.js).trim()} KB JS gzip on first load (budget ${HOME_JS_BUDGET / 1024} KB)`)
console.log(
  `home page files: ${home.files.map((f) => `${f.url.replace('/assets/', '')} ${kb(f.bytes).trim()}`).join(', ')}`,
)
if (home.onIntent) console.log(`after the first interaction: ${kb(sum(home.onIntent, 'script')).trim()} KB more JS`)
if (failures.length) {
  console.log(`\nBudget check failed:\n- ${failures.join('\n- ')}`)
  if (check) process.exit(1)
} else if (check) {
  console.log('budget check: ok')
}
