/**
 * A visitor manages their consultation (local backend): book, open "Manage your booking" from the
 * confirmation, move it to another day and time, cancel it, and find both slots free again. A bad
 * link shows a clear page. axe on the page with the booking and on the bad link's page.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  bookingDay,
  closeToasts,
  DATABASE_TEST_TIMEOUT,
  dbExpect,
  expectHydrated,
  expectNoViolations,
  isHydrationError,
  SUBMIT_TIMEOUT,
  TODAY,
  watchConsole,
} from './fixtures'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })
test.use({ timezoneId: 'America/New_York' })
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY)
})

async function pickSlot(page: Page, timeLabel: string, day: RegExp, slot: string) {
  await page.getByRole('button', { name: 'Preferred Date' }).click()
  await page.getByRole('button', { name: day }).click()
  await expect(page.getByRole('grid')).toBeHidden()
  await page.getByRole('combobox', { name: timeLabel }).click()
  await page.getByRole('option', { name: slot, exact: true }).click()
}

async function confirmInDialog(page: Page, opener: string) {
  await page.getByRole('button', { name: opener }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: opener }).click()
  await expect(dialog).toBeHidden()
}

test('book, manage from the confirmation, reschedule, cancel: both slots are free again', async ({ page }) => {
  const first = bookingDay(1)
  const second = bookingDay(2)
  await page.goto('/schedule-consultation')
  await expectHydrated(page)
  await page.getByLabel('Full Name').fill('Grace Hopper')
  await page.getByLabel('Email').fill('grace@example.com')
  await page.getByLabel('Phone Number').fill('2125550100')
  await pickSlot(page, 'Preferred Time (New York time)', first.button, '9:30 AM')
  await page.getByRole('button', { name: 'Schedule Consultation' }).click()

  await page.getByRole('link', { name: 'Manage your booking' }).click({ timeout: SUBMIT_TIMEOUT })
  await expect(page.getByRole('heading', { name: 'Manage your booking', level: 1 })).toBeVisible()
  await dbExpect(page.getByText(`${first.long} at 9:30 AM New York time`)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Grace, your consultation' })).toBeVisible()
  await closeToasts(page) // the booking's toast, read mid-fade by axe otherwise
  await expectNoViolations(page)

  await page.getByRole('button', { name: 'Reschedule' }).click()
  await pickSlot(page, 'New Time (New York time)', second.button, '10:00 AM')
  await confirmInDialog(page, 'Move my booking')
  await expect(page.getByRole('heading', { name: 'Your booking is moved' })).toBeVisible()
  await expect(page.getByText(`${second.long} at 10:00 AM New York time`, { exact: true })).toBeVisible()

  await confirmInDialog(page, 'Cancel booking')
  await expect(page.getByRole('heading', { name: 'Your booking is cancelled' })).toBeVisible()

  await page.goto('/schedule-consultation')
  await expectHydrated(page)
  for (const [day, slot] of [
    [first, '9:30 AM'],
    [second, '10:00 AM'],
  ] as const) {
    await page.getByRole('button', { name: 'Preferred Date' }).click()
    await page.getByRole('button', { name: day.button }).click()
    await page.getByRole('combobox', { name: 'Preferred Time (New York time)' }).click()
    await dbExpect(page.getByRole('option', { name: slot, exact: true })).not.toHaveAttribute('aria-disabled')
    await page.keyboard.press('Escape')
  }
})

test('a bad or missing token: a clear page, nothing to press; axe finds nothing', async ({ page }) => {
  const messages = watchConsole(page)
  await page.goto('/manage-booking?token=not-a-real-token')
  await dbExpect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
  // A page with a token asks not to be indexed; the page as served (no token) is open to crawlers.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expectNoViolations(page)
  await page.goto('/manage-booking')
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  expect(messages.filter((text) => isHydrationError(text))).toEqual([])
})

test('the page as served holds its largest text: the answer written after it starts is smaller', async ({ page }) => {
  // Lighthouse's phone and a desktop: the largest text painted (the LCP) is the introduction, in
  // the served HTML, not the no-token answer the app adds once it runs (which waited for it).
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto('/manage-booking')
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          // Two frames: the answer's paint has been reported by then.
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as LargestContentfulPaint[]
                resolve(entries.at(-1)?.element?.textContent ?? '')
              }).observe({ type: 'largest-contentful-paint', buffered: true }),
            ),
          )
        }),
    )
    expect(largest, `at ${viewport.width} px`).toContain('Nothing changes until you press a button and confirm.')
  }
})
