// The alternative not taken (ADR 0012): PGlite on the page's own thread instead of in a worker.
// A page of PGlite's own package, served like the site, starts it from the build's snapshot into
// IndexedDB as the worker does, with its files already downloaded, and reports the time to the
// first answer, the longest task it held the page for, and all its long tasks (over 50 ms)
// together. A benchmark: prints figures, asserts nothing.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from './serve.mjs'

const PGLITE = 'node_modules/@electric-sql/pglite/dist'

/** The snapshot a local build ships (assets/local-db.tar-*.gz). */
export function snapshotOf(dir) {
  const name = readdirSync(join(dir, 'assets')).find((file) => /^local-db\.tar-.*\.gz$/.test(file))
  if (!name) throw new Error(`${dir} holds no local database snapshot: build with VITE_BACKEND=local`)
  return join(dir, 'assets', name)
}

/** One start on a new profile's main thread, in ms: the first answer, the longest task, all long tasks. */
export async function mainThreadStart(browser, snapshot, port) {
  const server = await serve(PGLITE, port)
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.route('**/snapshot.tar.gz', (route) =>
      route.fulfill({ path: snapshot, contentType: 'application/gzip' }),
    )
    await page.goto(`${server.url}/index.js`) // any document of that origin
    return await page.evaluate(async () => {
      const [wasm, fsBundle, loadDataDir] = await Promise.all(
        ['/pglite.wasm', '/pglite.data', '/snapshot.tar.gz'].map((url) => fetch(url).then((r) => r.blob())),
      )
      const { PGlite } = await import('/index.js')
      const { pgcrypto } = await import('/contrib/pgcrypto.js')
      const { pg_trgm } = await import('/contrib/pg_trgm.js')
      let longestTask = 0
      let longTasks = 0
      const count = (tasks) => {
        for (const task of tasks) {
          longestTask = Math.max(longestTask, task.duration)
          longTasks += task.duration
        }
      }
      const observer = new PerformanceObserver((list) => count(list.getEntries()))
      observer.observe({ type: 'longtask' })
      const start = performance.now()
      const pgliteWasmModule = await WebAssembly.compile(await wasm.arrayBuffer())
      const db = await PGlite.create('idb://bench-main-thread', {
        extensions: { pgcrypto, pg_trgm },
        loadDataDir,
        fsBundle,
        pgliteWasmModule,
      })
      await db.query('select 1')
      const answer = performance.now() - start
      count(observer.takeRecords())
      observer.disconnect()
      await db.close()
      return { answer: Math.round(answer), longestTask: Math.round(longestTask), longTasks: Math.round(longTasks) }
    })
  } finally {
    await context.close()
    server.stop()
  }
}
