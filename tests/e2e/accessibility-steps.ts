/** Steps and paths shared by the accessibility specs (accessibility-*.spec.ts). */
import { expect, test, type Page } from '@playwright/test'
import { DATABASE_TEST_TIMEOUT, DATABASE_TIMEOUT, expectOutboxEmpty, SUBMIT_TIMEOUT, TODAY } from './fixtures'

/**
 * Opens a public route on TODAY and waits for its heading. The sign-in page shows its form once
 * the local database says whether a session exists: that test gets a database test's budget.
 */
export async function openPublicPath(page: Page, path: string) {
  const auth = path === '/auth'
  if (auth) test.setTimeout(DATABASE_TEST_TIMEOUT)
  await page.clock.setFixedTime(TODAY)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: auth ? DATABASE_TIMEOUT : undefined })
}

/** Step 1 of the calculator filled in and sent: the page then shows the qualification selects. */
export async function calculatorStep2(page: Page) {
  await page.goto('/investment-calculator')
  await page.getByLabel('Full Name').fill('Ada Lovelace')
  await page.getByLabel('Mobile Number').fill('2125550142')
  await page.getByLabel('Email Address').fill('ada@example.com')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Qualification Questions' })).toBeVisible({ timeout: SUBMIT_TIMEOUT }) // step 1 saves the lead first
}

/** A lead from Grace Hopper, sent through the contact form: something for the admin to open. */
export async function sendGraceHoppersLead(page: Page) {
  await page.goto('/contact')
  await page.getByLabel('Full Name').fill('Grace Hopper')
  await page.getByLabel('Email').fill('grace@example.com')
  await page.getByLabel('Message').fill('Please call me.')
  await page.getByRole('button', { name: 'Submit Message' }).click()
  await expect(page.getByText('Form submitted successfully')).toBeVisible({ timeout: SUBMIT_TIMEOUT })
  // Stored in the local database before the page is left (the outbox keeps it until then).
  await expectOutboxEmpty(page)
}

export async function openCalendar(page: Page) {
  await page.goto('/schedule-consultation')
  await page.getByRole('button', { name: 'Preferred Date' }).click()
  const grid = page.getByRole('grid')
  await expect(grid).toBeVisible()
  return grid
}
