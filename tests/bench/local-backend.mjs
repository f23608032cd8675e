// `npm run bench:local-backend`: the embedded local backend (PGlite running the migrations).
//   Node: cold start to first answer, fresh (initdb + migrations) against the build's snapshot,
//         and per-query times of the adapter on 2,000 leads and 20,000 events (median of RUNS).
//   Chromium: a local production build (dist/, `VITE_BACKEND=local npm run build`) served like a
//         static host; a new browser profile opens /auth (which loads the backend): the bytes the
//         local backend downloads, when its download ends, and when the database first answers
//         (median of 5 cold starts); then a read's and a write's round trip from the page, the
//         next page load with the database already in IndexedDB, and the page's long tasks
//         meanwhile, against PGlite started on the page's own thread (local-backend-main-thread.mjs).
//         A benchmark: prints figures, asserts nothing.
import { chromium } from '@playwright/test'
import { createServer } from 'vite'
import { mainThreadStart, snapshotOf } from './local-backend-main-thread.mjs'
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

/**
 * The median time of ten statements from the page: each crosses to the worker, and the worker
 * saves what changed to IndexedDB before answering (a write saves the log segment it wrote).
 */
async function timeStatements(page, sql) {
  const times = await page.evaluate(async (statement) => {
    const measured = []
    for (let i = 0; i < 10; i++) {
      const start = performance.now()
      await window.hreLocalDatabase.query(statement)
      measured.push(performance.now() - start)
    }
    return measured
  }, sql)
  return Math.round(median(times))
}

/** Records the page's long tasks (its main thread held over 50 ms): the longest, and all together. */
function watchLongTasks() {
  window.longTasks = { longest: 0, all: 0 }
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      window.longTasks.longest = Math.max(window.longTasks.longest, task.duration)
      window.longTasks.all += task.duration
    }
  }).observe({ type: 'longtask', buffered: true })
}
const longTaskFigures = (samples) =>
  `longest ${median(samples.map((s) => s.longestTask))} ms, all together ${median(samples.map((s) => s.longTasks))} ms`

const port = Number(process.env.BENCH_PORT ?? 4392)
const server = await serve(dir, port)
const browser = await chromium.launch(chromiumOptions)
try {
  const samples = []
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext()
    await context.addInitScript(watchLongTasks)
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
    const { longest, all } = await page.evaluate(() => window.longTasks)
    const query = await timeStatements(page, 'select 1')
    // A table of the bench's own, in this throwaway profile's database.
    await page.evaluate(() => window.hreLocalDatabase.query('create table bench_writes (at timestamptz)'))
    const write = await timeStatements(page, 'insert into bench_writes values (now())')
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
      write,
      longestTask: Math.round(longest),
      longTasks: Math.round(all),
    })
    await context.close()
  }
  const mainThread = []
  for (let i = 0; i < runs; i++) mainThread.push(await mainThreadStart(browser, snapshotOf(dir), port + 1))
  print(`Chromium ${browser.version()}: a cold start of the local backend on /auth (${runs} runs)`, {
    'bytes downloaded for the backend (median)': `${(median(samples.map((s) => s.bytes)) / 1e6).toFixed(2)} MB`,
    'navigation to first answer (median)': `${median(samples.map((s) => s.total))} ms`,
    'download end to first answer (median)': `${median(samples.map((s) => s.afterDownload))} ms`,
    'a page load with the database in IndexedDB': `${median(samples.map((s) => s.reload))} ms`,
    "one read from the page (and IndexedDB's sync)": `${median(samples.map((s) => s.query))} ms`,
    'one write from the page (saved to IndexedDB)': `${median(samples.map((s) => s.write))} ms`,
    "the page's long tasks until the first answer": longTaskFigures(samples),
  })
  print(`Chromium: the alternative, PGlite on the page's main thread (files already downloaded, ${runs} runs)`, {
    'start to first answer (median)': `${median(mainThread.map((s) => s.answer))} ms`,
    "the page's long tasks (medians)": longTaskFigures(mainThread),
  })
} finally {
  await browser.close()
  server.stop()
}
