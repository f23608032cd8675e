/**
 * The calculator as hypothetical performance, on the local build: an admin adds a rate the firm
 * offers (the Review tab's Calculator rates), a visitor on the same browser picks it, reads how
 * the figures are computed and asks for the full report, and the admin then finds that report in
 * the Archive with its inputs, its figures and that the rate was one the firm offers.
 */
import { expect, test } from '@playwright/test'
import {
  DATABASE_TEST_TIMEOUT,
  dbExpect,
  expectHydrated,
  expectNoViolations,
  signInAsAdmin,
  SUBMIT_TIMEOUT,
  toast,
} from './fixtures'

test.describe('the calculator supervised', () => {
  test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

  test('a rate the admin adds is offered, and the printed report is in the archive', async ({ page }) => {
    await signInAsAdmin(page)
    await page.getByRole('tab', { name: 'Review', exact: true }).click()
    const rates = page.getByRole('region', { name: 'Calculator rates' })
    await dbExpect(rates.getByRole('list', { name: 'Rates offered' }).getByRole('listitem')).toHaveCount(5)
    await rates.getByRole('textbox', { name: 'Add a rate (percent)' }).fill('7.5')
    await rates.getByRole('button', { name: 'Add rate' }).click()
    await dbExpect(rates.getByRole('listitem').filter({ hasText: '7.5 %' })).toBeVisible()
    await expectNoViolations(page, (b) => b.exclude('[data-sonner-toaster]'))

    await page.goto('/investment-calculator')
    await expectHydrated(page)
    await page.getByLabel('Full Name').fill('Grace Hopper')
    await page.getByLabel('Mobile Number').fill('2125550199')
    await page.getByLabel('Email Address').fill('grace@example.com')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Qualification Questions' })).toBeVisible({
      timeout: SUBMIT_TIMEOUT,
    })
    await page.getByRole('button', { name: 'Continue' }).click()

    const rate = page.getByRole('combobox', { name: /Expected Return Rate/ })
    await rate.click()
    await dbExpect(page.getByRole('option', { name: '7.5%' })).toBeVisible()
    await page.getByRole('option', { name: '7.5%' }).click()
    await expect(rate).toHaveText('7.5%')
    const method = page.getByRole('region', { name: 'How these figures are computed' })
    await expect(method).toContainText('compounded once a year')
    await expect(method).toContainText('Results vary with each use and over time')
    await page.getByRole('button', { name: 'Get My Full Report' }).click()
    await expect(toast(page, 'Report Requested')).toBeVisible({ timeout: SUBMIT_TIMEOUT })
    const report = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Investment Projection Report' }) })
    await expect(report.getByRole('region', { name: 'How these figures are computed' })).toBeVisible()

    await page.goto('/admin-dashboard?tab=archive')
    await page.getByLabel('What').selectOption({ label: 'Calculator report' })
    const table = page.getByRole('table', { name: 'Archived communications, newest first' })
    const row = table.getByRole('row').filter({ hasText: '/investment-calculator' })
    await dbExpect(row).toHaveCount(1)
    await row.getByRole('button', { name: /^View/ }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('"return_rate": "7.5%"')
    await expect(dialog).toContainText('"rate_offered": true')
    await expect(dialog).not.toContainText('grace@example.com')
  })
})
