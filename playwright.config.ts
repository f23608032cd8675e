import { defineConfig, devices } from '@playwright/test'
import { chromiumOptions } from './tests/chromium.mjs'

/**
 * Browser tests run Debian's Chromium against the production build, served like a static host.
 * PW_PORT picks the port (and a build directory of its own), so several runs can coexist.
 */
const port = Number(process.env.PW_PORT ?? 4173)
const outDir = port === 4173 ? 'dist' : `.tmp/dist-${port}`

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_JSON ? [['list'], ['json', { outputFile: process.env.PW_JSON }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (screencast and DOM snapshots at every step) made a test that opens the
    // local database two to three times slower on two cores; it is kept for the retry of a test
    // that failed (CI retries once). Locally: `npx playwright test --trace on`.
    trace: 'on-first-retry',
    launchOptions: chromiumOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `${process.env.PW_SKIP_BUILD ? '' : 'npm run build && '}node scripts/preview.mjs --port ${port} --strictPort`,
    // A run may build another backend mode (the outbox spec builds with VITE_BACKEND=supabase).
    env: { OUT_DIR: outDir, VITE_BACKEND: process.env.VITE_BACKEND ?? 'local' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
