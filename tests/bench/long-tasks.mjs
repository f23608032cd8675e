// `npm run bench:tasks`: where a page's Total Blocking Time comes from. Loads each public route
// of the production build (dist/) in Debian Chromium with the CPU slowed four times (Lighthouse's
// mobile setting), records a trace with the JS sampling profiler until the app has hydrated, and
// prints every task after the first paint that ran over 50 ms, with the functions that took its
// time. Content pages get a pointer move first, as their app loads on the first interaction.
// A diagnostic benchmark: nothing is asserted. ROUTES=/contact,/blog limits the routes; LIST_MS=30
// also lists tasks over 30 ms.
// Function names need an unminified build:
//   MINIFY=false VITE_BACKEND=local OUT_DIR=.tmp/dist-debug npm run build
//   OUT_DIR=.tmp/dist-debug npm run bench:tasks
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumOptions, serve } from './serve.mjs'

const dir = process.env.OUT_DIR ?? 'dist'
const routes = process.env.ROUTES?.split(',') ?? JSON.parse(readFileSync(`${dir}/prerendered.json`, 'utf8')).routes
const BLOCKING_MS = 50
/** Tasks listed: over 50 ms by default; LIST_MS=30 shows the ones that are nearly long too. */
const LIST_MS = Number(process.env.LIST_MS ?? BLOCKING_MS)
/** Trace events that only wrap others. */
const CONTAINERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'v8.callFunction', 'FunctionCall', 'TimerFire'])
const SLOWDOWN = 4
/** React's own work loop: left out of "time in" so the components and libraries it calls show. */
const REACT_INTERNALS =
  /^(\(root\)|\(program\)|\(anonymous\)|performWorkUntilDeadline|performWorkOnRoot\w*|renderRoot\w*|workLoop\w*|performUnitOfWork|beginWork|completeUnitOfWork|completeWork|renderWithHooks|update\w+Component|reconcileChild\w*|commit\w*|recursivelyTraverse\w*|flush\w*)$/

/** The page's renderer main thread, its navigation start and its first contentful paint. */
function mainThreadOf(events) {
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  )
  if (!nav) return undefined
  const thread = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && e.pid === nav.pid)
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts > nav.ts)
  return { pid: nav.pid, tid: thread.tid, start: nav.ts, fcp: fcp?.ts ?? nav.ts }
}

/** The sampling profiler's samples on that thread: call-tree nodes and timestamps (µs). */
function samplesOf(events, { pid, tid }) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)
  const nodes = new Map()
  const samples = []
  let time = profile?.args.data.startTime ?? 0
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile?.id)) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node)
    ;(cpuProfile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i]
      samples.push({ id, time })
    })
  }
  return { nodes, samples }
}

/** What the browser did in a task, by trace event (style, layout, script evaluation, parsing...). */
function browserWork(task, events, { pid, tid }) {
  const totals = new Map()
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid || e.ph !== 'X' || e === task || !e.dur) continue
    if (e.ts < task.ts || e.ts + e.dur > task.ts + task.dur || CONTAINERS.has(e.name)) continue
    totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000)
  }
  return [...totals]
    .filter(([, ms]) => ms >= 2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(' · ')
}

const nameOf = (node) =>
  `${node.callFrame.functionName || '(anonymous)'} ${(node.callFrame.url ?? '').replace(/.*\//, '')}`.trim()

/** Time per function in a task: `self` where the sample landed, `within` anywhere on its stack. */
function attribute(task, { nodes, samples }) {
  const inside = samples.filter((s) => s.time >= task.ts && s.time <= task.ts + task.dur)
  const msPerSample = task.dur / 1000 / Math.max(1, inside.length)
  const self = new Map()
  const within = new Map()
  const add = (map, key) => map.set(key, (map.get(key) ?? 0) + msPerSample)
  for (const { id } of inside) {
    const leaf = nodes.get(id)
    if (!leaf) continue
    add(self, nameOf(leaf))
    const stack = new Set()
    for (let node = leaf; node; node = nodes.get(node.parent)) {
      if (!REACT_INTERNALS.test(node.callFrame.functionName || '(anonymous)')) stack.add(nameOf(node))
    }
    for (const name of stack) add(within, name)
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(' · ')
  return { within: top(within, 10), self: top(self, 6) }
}

/** In the page: resolves a second after #root is marked live, for what the app starts then. */
function whenLive() {
  return new Promise((resolve) => {
    const root = document.getElementById('root')
    const live = () => root?.dataset.hydrated === 'true'
    const settle = () => setTimeout(resolve, 1000)
    if (live()) return settle()
    new MutationObserver((_, observer) => {
      if (!live()) return
      observer.disconnect()
      settle()
    }).observe(root, { attributes: true })
  })
}

const server = await serve(dir, Number(process.env.BENCH_PORT ?? 4388))
const browser = await chromium.launch(chromiumOptions)

/** Loads `route` with the CPU slowed down and returns the trace, until the app is live. */
async function traceLoad(route) {
  const page = await browser.newPage()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
    ],
  })
  await page.goto(server.url + route)
  // Plain CDP evaluations: Playwright's locators and evaluate add long tasks of their own.
  const evaluate = async (expression) =>
    (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })).result.value
  if (await evaluate(`document.getElementById('root')?.dataset.hydrate === 'intent'`)) await page.mouse.move(10, 10)
  await evaluate(`(${whenLive})()`)
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
  await page.close()
  return { events, thread: mainThreadOf(events) }
}

try {
  for (const route of routes) {
    // Chromium now and then leaves the navigation out of a trace: such a load is measured again.
    let trace
    for (let attempt = 0; attempt < 3 && !trace?.thread; attempt++) trace = await traceLoad(route)
    const { events, thread } = trace
    if (!thread) {
      console.log(`\n${route}: three traces without the page's navigation; skipped`)
      continue
    }
    const profile = samplesOf(events, thread)
    const long = events.filter(
      (e) =>
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        e.name === 'RunTask' &&
        e.ts > thread.fcp &&
        e.dur / 1000 > LIST_MS,
    )
    const blocking = long.reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - BLOCKING_MS), 0)
    console.log(
      `\n${route}: ${long.length} tasks over ${LIST_MS} ms after the first paint, ${blocking.toFixed(0)} ms blocking (CPU ${SLOWDOWN}x slower)`,
    )
    for (const task of long) {
      const { within, self } = attribute(task, profile)
      console.log(`  at ${((task.ts - thread.start) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms`)
      console.log(`    browser: ${browserWork(task, events, thread)}`)
      if (within) console.log(`    time in: ${within}`)
      if (self) console.log(`    self:    ${self}`)
    }
  }
} finally {
  await browser.close()
  server.stop()
}
