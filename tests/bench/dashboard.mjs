// `npm run bench:dashboard`: the admin dashboard with 10,000 form submissions, in Chromium, on a
// production build with the local backend. Prints the time from the data's arrival to the first
// painted table (one page of rows) and, for each search keystroke, the time from the search being
// sent (after the typing pause) to the repainted page, read from the page's performance marks
// (src/features/lead-desk/lib/perf-marks.ts). A benchmark, not a test: it never fails on timings.
//
//   BENCH_PORT=4306 ROWS=10000 [BENCH_DIR=<a local-backend build>] node tests/bench/dashboard.mjs [--rebuild]
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumOptions, serve } from './serve.mjs'

const ROWS = Number(process.env.ROWS ?? 10_000)
const PORT = Number(process.env.BENCH_PORT ?? 4306)
const DIR = process.env.BENCH_DIR ?? '.tmp/dist-bench-dashboard'
const ADMIN_ID = '00000000-0000-4000-8000-00000000a001'

if (process.argv.includes('--rebuild') || !existsSync(`${DIR}/index.html`)) {
  console.log(`building ${DIR} (VITE_BACKEND=local)...`)
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, OUT_DIR: DIR, VITE_BACKEND: 'local' } })
}

/** Runs in the page before the app: the admin session and ROWS submissions in local storage. */
function seed({ rows, adminId }) {
  if (localStorage.getItem('hre:v1:local-submissions')) return
  const types = ['contact_form', 'investment_calculator', 'consultation', 'lead', 'newsletter', 'other_form']
  const names = ['Ann Lee', 'Bo Chen', 'Carla Diaz', 'Dev Patel', 'Eve Moreau', 'Femi Ade', 'Gus Berg', 'Hana Sato']
  const hex = (n, width) => n.toString(16).padStart(width, '0')
  const start = Date.parse('2026-01-01T00:00:00.000Z')
  const list = []
  for (let i = 0; i < rows; i++) {
    const name = `${names[i % names.length]} ${i}`
    const type = types[i % types.length]
    list.push({
      id: `s-${i}`,
      clientId: `${hex(i, 8)}-0000-4000-8000-${hex(i, 12)}`,
      createdAt: new Date(start + i * 60_000).toISOString(),
      formType: type,
      fullName: name,
      email: `lead${i}@example.com`,
      phone: i % 3 ? `212555${hex(i % 10000, 4).replace(/[a-f]/g, '0')}` : null,
      investorType: null,
      investmentAmount: type === 'investment_calculator' ? String(50_000 + (i % 50) * 10_000) : null,
      investmentGoal: type === 'investment_calculator' ? 'Wealth Growth' : null,
      investmentTimeline: null,
      message: type === 'contact_form' ? `Question ${i} about quarterly distributions` : null,
      metadata: { fullName: name },
      page: '/contact',
    })
  }
  localStorage.setItem('hre:v1:local-submissions', JSON.stringify(list))
  const session = { accessToken: 'local.bench', refreshToken: 'r', tokenType: 'bearer' }
  localStorage.setItem(
    'hre:v1:local-session',
    JSON.stringify({
      ...session,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      user: { id: adminId, email: 'admin@example.com' },
    }),
  )
}

const measureOf = (page, name) =>
  page.evaluate((n) => performance.getEntriesByName(n, 'measure').at(-1)?.duration ?? null, name)

const server = await serve(DIR, PORT)
const browser = await chromium.launch(chromiumOptions)
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
  await page.addInitScript(seed, { rows: ROWS, adminId: ADMIN_ID })
  await page.goto(`${server.url}/admin-dashboard`)
  const table = page.getByRole('table', { name: 'Form submissions' })
  await table.getByRole('row').nth(1).waitFor()
  await page.waitForFunction(() => performance.getEntriesByName('admin:first-table-paint').length > 0)
  const firstPaint = await measureOf(page, 'admin:first-table-paint')
  const dataAt = await page.evaluate(
    () => performance.getEntriesByName('admin:submissions-data').at(-1)?.startTime ?? null,
  )
  const rendered = await table.getByRole('row').count()

  const search = page.getByLabel('Search submissions')
  await search.click()
  const keystrokes = []
  for (const key of ['a', 'n', 'n', 'Backspace', 'Backspace', 'Backspace', '4', '2']) {
    const before = await page.evaluate(() => performance.getEntriesByName('admin:filter-repaint').length)
    await page.keyboard.press(key)
    await page.waitForFunction((n) => performance.getEntriesByName('admin:filter-repaint').length > n, before)
    keystrokes.push({ key, ms: await measureOf(page, 'admin:filter-repaint') })
  }
  const shown = await page.getByText(/^Showing [\d,–]+ of [\d,]+ submissions$/).textContent()

  const fmt = (ms) => (ms == null ? 'n/a' : `${ms.toFixed(1)} ms`)
  const sorted = keystrokes.map((k) => k.ms ?? 0).sort((a, b) => a - b)
  console.log(`\nAdmin dashboard with ${ROWS.toLocaleString('en-US')} submissions (production build, local backend)`)
  console.log(`  data arrived after navigation start:  ${fmt(dataAt)}`)
  console.log(
    `  first table paint after data:         ${fmt(firstPaint)}   (target < 300 ms; ${rendered} row elements in the DOM)`,
  )
  console.log(`  search query + repaint (each key):    ${keystrokes.map((k) => `${k.key}=${fmt(k.ms)}`).join(', ')}`)
  console.log(
    `  search query + repaint median/max:    ${fmt(sorted[Math.floor(sorted.length / 2)])} / ${fmt(sorted.at(-1))}   (target < 50 ms)`,
  )
  console.log(`  after the last keystroke:             ${shown}`)
} finally {
  await browser.close()
  server.stop()
}
