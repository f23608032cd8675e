import { expect, test, type Page } from '@playwright/test'
import { DATABASE_TEST_TIMEOUT, dbExpect } from './fixtures'
import { publicPaths } from './routes'

declare global {
  interface Window {
    /** Exposed by the test to collect `securitypolicyviolation` events. */
    reportCspViolation: (text: string) => void
  }
}

/** Collects CSP violations and console errors from the moment the page starts. */
async function watch(page: Page) {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test('the production build is served with the security headers', async ({ request }) => {
  const response = await request.get('/')
  const headers = response.headers()
  // This build runs the local backend: WebAssembly may compile ('wasm-unsafe-eval'), JavaScript
  // may never be evaluated; a Supabase build sends `script-src 'self'` alone (static-headers test).
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval';/)
  expect(headers['content-security-policy']).not.toMatch(/'unsafe-eval'/)
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/)
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
})

test('the build manifest (every source module and its chunk) is not deployed', async ({ request }) => {
  const response = await request.get('/.vite/manifest.json')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('text/html')
})

for (const route of publicPaths) {
  test(`${route} works under the Content-Security-Policy`, async ({ page }) => {
    const violations = await watch(page)
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Let idle-time work (activity recording, outbox) run under the policy too.
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })
}

test('interactive screens stay within the policy', async ({ page }) => {
  test.setTimeout(DATABASE_TEST_TIMEOUT) // the sign-in opens the local database
  const violations = await watch(page)
  await page.goto('/')
  await page.getByRole('button', { name: /chat/i }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.goto('/schedule-consultation')
  await page.getByRole('button', { name: /date/i }).first().click()
  await page.goto('/auth')
  await page.getByLabel('Email').fill('admin@example.com')
  await page.getByLabel('Password').fill('admin-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await dbExpect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})

test('JSON-LD on the home page and a post is present and parseable', async ({ page }) => {
  const types = async () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => (JSON.parse(node.textContent ?? '') as { '@type': string })['@type']))
  await page.goto('/')
  expect(await types()).toContain('Organization')
  await page.goto('/blog')
  await page
    .getByRole('link', { name: /read more/i })
    .first()
    .click()
  // The link may be clicked before the list hydrates: wait for the post itself, not any h1.
  await expect(page).toHaveURL(/\/blog\/[^/]+$/)
  await expect(page.getByRole('link', { name: 'Back to All Articles' })).toBeVisible()
  await expect.poll(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']))
})
