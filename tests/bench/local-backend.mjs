// `npm run bench:local-backend`: the embedded local backend (PGlite running the migrations).
//   Node: cold start to first answer, fresh (initdb + migrations) against the build's snapshot,
//         and per-query times of the adapter on 2,000 leads and 20,000 events (median of RUNS).
//   Chromium: a local production build (dist/, `VITE_BACKEND=local npm run build`) served like a
//         static host; a new browser profile opens /auth (which loads the backend): the bytes the
//         local backend downloads, when its download ends, and when the database first answers
//         (median of 5 cold starts); then a query's round trip from the page, and the next page
//         load with the database already in IndexedDB. A benchmark: prints figures, asserts nothing.
import { chromium } from '@playwright/test'
import { createServer } from 'vite'
import { chromiumOptions, serve } from './serve.mjs'

const runs = Number(process.env.RUNS ?? 5)
const dir = process.env.OUT_DIR ?? 'dist'
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const print = (title, figures) => {
  console.log(`\n${title}`)
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(44)} ${value}`)
}

// The Node half is TypeScript using the app's modules: Vite compiles it with the app's config.
const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' })
try {
  const node = await vite.ssrLoadModule('/tests/bench/local-backend-node.ts')
  print(`Node ${process.version}: cold start to first answer (${runs} runs each)`, await node.coldStarts(runs))
  print('Node: per-query medians on 2,000 leads and 20,000 events (20 runs)', await node.queries(2000, 20_000, 20))
} finally {
  await vite.close()
}

/** Assets only the local backend downloads (the database's code, data and snapshot). */
const isBackendAsset = (url) =>
  /\/assets\/(pglite|initdb|worker|open-browser|local-db|pgcrypto|pg_trgm)[^/]*$/.test(url)

/** The median time of ten queries from the page: each crosses to the worker and syncs IndexedDB. */
async function timeQueries(page) {
  const times = await page.evaluate(async () => {
    const measured = []
    for (let i = 0; i < 10; i++) {
      const start = performance.now()
      await window.hreLocalDatabase.query('select 1')
      measured.push(performance.now() - start)
    }
    return measured
  })
  return Math.round(median(times))
}

const server = await serve(dir, Number(process.env.BENCH_PORT ?? 4392))
const browser = await chromium.launch(chromiumOptions)
try {
  const samples = []
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const sizes = []
    let downloadEnd = 0
    context.on('requestfinished', async (request) => {
      if (!isBackendAsset(request.url())) return
      downloadEnd = Math.max(downloadEnd, Date.now())
      const size = await request.sizes().catch(() => undefined)
      if (size) sizes.push(size.responseBodySize + size.responseHeadersSize)
    })
    const start = Date.now()
    await page.goto(`${server.url}/auth`)
    await page.waitForFunction(() => 'hreLocalDatabase' in window, undefined, { timeout: 300_000 })
    const answered = Date.now()
    // The first visit's download only (the reload below downloads again, from the cache).
    const firstDownloadEnd = downloadEnd
    const firstBytes = sizes.reduce((a, b) => a + b, 0)
    const query = await timeQueries(page)
    // The next page load of the same browser: the database comes from IndexedDB, the code from cache.
    const reloadStart = Date.now()
    await page.reload()
    await page.waitForFunction(() => 'hreLocalDatabase' in window, undefined, { timeout: 300_000 })
    samples.push({
      total: answered - start,
      afterDownload: answered - firstDownloadEnd,
      bytes: firstBytes,
      reload: Date.now() - reloadStart,
      query,
    })
    await context.close()
  }
  print(`Chromium ${browser.version()}: a cold start of the local backend on /auth (${runs} runs)`, {
    'bytes downloaded for the backend (median)': `${(median(samples.map((s) => s.bytes)) / 1e6).toFixed(2)} MB`,
    'navigation to first answer (median)': `${median(samples.map((s) => s.total))} ms`,
    'download end to first answer (median)': `${median(samples.map((s) => s.afterDownload))} ms`,
    'a page load with the database in IndexedDB': `${median(samples.map((s) => s.reload))} ms`,
    "one query from the page (and IndexedDB's sync)": `${median(samples.map((s) => s.query))} ms`,
  })
} finally {
  await browser.close()
  server.stop()
}
