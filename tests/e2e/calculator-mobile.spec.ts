/**
 * The calculator on a phone (390 px) and a desktop (1280 px): a typed amount beside the slider with
 * the firm's minimum as its floor, an international mobile number, a chart whose labels are
 * legible, a table whose Total Value is in view, and a printed report whose key survives printing
 * without background graphics. axe on each step.
 */
import { expect, test, type Page } from '@playwright/test'
import { closeToasts, DATABASE_TEST_TIMEOUT, expectHydrated, expectNoViolations, SUBMIT_TIMEOUT } from './fixtures'

const WIDTHS = [390, 1280] as const

async function toCalculatorStep(page: Page, mobile: string) {
  await page.goto('/investment-calculator')
  await expectHydrated(page)
  await page.getByLabel('Full Name').fill('Ada Lovelace')
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile)
  await page.getByLabel('Email Address').fill('ada@example.com')
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Qualification Questions' })).toBeVisible({ timeout: SUBMIT_TIMEOUT })
  await closeToasts(page)
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Investment Calculator' })).toBeVisible({ timeout: SUBMIT_TIMEOUT })
  await closeToasts(page)
}

for (const width of WIDTHS) {
  test.describe(`the calculator at ${width} px`, () => {
    test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })
    test.use({ viewport: { width, height: 860 } })

    test('a typed amount, an international number, a legible chart and table, a report that prints', async ({
      page,
    }) => {
      await toCalculatorStep(page, '+44 20 7946 0958')
      const slider = page.getByRole('slider', { name: 'Investment Amount' })
      const typed = page.getByRole('spinbutton', { name: 'Exact amount (US dollars)' })
      const overview = page.getByRole('region', { name: 'Investment Overview' })

      // The floor is the firm's minimum, on both controls.
      await expect(slider).toHaveAttribute('min', '50000')
      await expect(typed).toHaveAttribute('min', '50000')
      // Typing moves the slider; sliding rewrites the field.
      await typed.fill('250000')
      await expect(slider).toHaveValue('250000')
      await expect(overview).toContainText('$250,000')
      await slider.focus()
      await page.keyboard.press('ArrowRight')
      await expect(slider).toHaveValue('260000')
      await expect(typed).toHaveValue('260000')
      // Under the floor: said next to the field, kept as typed; the figures keep the last good amount.
      await typed.fill('10000')
      await expect(page.getByText('The minimum investment is $50,000')).toBeVisible()
      await expect(typed).toHaveValue('10000')
      await expect(typed).toHaveAttribute('aria-invalid', 'true')
      await expect(overview).toContainText('$260,000')
      await expectNoViolations(page)
      await typed.fill('123456')
      await expect(page.getByText('The minimum investment is $50,000')).toBeHidden()
      await expect(overview).toContainText('$123,456')

      // The chart's labels are drawn at 11 px or more, and none is cut off by the chart's edge.
      const chart = page.getByRole('img', { name: /Contributions/ }).first()
      const box = await chart.boundingBox()
      expect(box).not.toBeNull()
      const labels = chart.locator('text')
      expect(await labels.count()).toBeGreaterThan(3)
      for (const label of await labels.all()) {
        const rect = await label.boundingBox()
        expect(rect).not.toBeNull()
        const size = await label.evaluate((el) => {
          const svg = el.closest('svg')
          const scale = svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 0
          return Number.parseFloat(getComputedStyle(el).fontSize) * scale
        })
        expect(size).toBeGreaterThanOrEqual(11)
        expect(rect!.x).toBeGreaterThanOrEqual(box!.x - 0.5)
        expect(rect!.x + rect!.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5)
        expect(rect!.y).toBeGreaterThanOrEqual(box!.y - 0.5)
        expect(rect!.y + rect!.height).toBeLessThanOrEqual(box!.y + box!.height + 0.5)
      }

      // The table's Total Value column lies within the viewport, without a sideways scroll.
      const table = page.getByRole('table')
      const total = table.getByRole('columnheader', { name: 'Total Value' })
      await total.scrollIntoViewIfNeeded()
      const header = await total.boundingBox()
      expect(header!.x + header!.width).toBeLessThanOrEqual(width)
      const lastCell = table.getByRole('row').nth(1).getByRole('cell').last()
      const cell = await lastCell.boundingBox()
      expect(cell!.x + cell!.width).toBeLessThanOrEqual(width)
      const region = page.getByRole('region', { name: 'Year-by-year projection table' })
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

      // The report: its key and the growth bar are drawn so that they print without backgrounds.
      await page.getByRole('button', { name: 'Get My Full Report' }).click()
      await expect(page.getByRole('heading', { name: 'Investment Projection Report' })).toBeVisible({
        timeout: SUBMIT_TIMEOUT,
      })
      await closeToasts(page)
      await expectNoViolations(page)
      await page.emulateMedia({ media: 'print' })
      const report = page.locator('[data-print-report]')
      for (const key of ['contributions', 'growth']) {
        const swatch = report.locator(`figcaption svg[data-swatch="${key}"]`)
        await expect(swatch).toBeVisible()
        // Drawn by SVG with a stroke, not a background colour (which the browser drops in print).
        const drawn = await swatch.locator(':scope > rect').evaluate((rect) => {
          const style = getComputedStyle(rect)
          return {
            stroke: style.stroke,
            fill: style.fill,
            background: getComputedStyle(rect.parentElement!).backgroundColor,
          }
        })
        expect(drawn.stroke).not.toBe('none')
        expect(drawn.fill).not.toBe('none')
        expect(drawn.background).toBe('rgba(0, 0, 0, 0)')
      }
      await expect(report.locator('figcaption')).toContainText('Contributions')
      await expect(report.locator('figcaption')).toContainText('Growth')
      const bar = report.locator('svg[data-growth-bar]')
      await expect(bar).toBeVisible()
      expect(await bar.locator('rect').evaluate((rect) => Number(rect.getAttribute('width')))).toBeGreaterThan(0)
      expect(
        await bar.evaluate((svg) => Number.parseFloat(getComputedStyle(svg.parentElement!).borderTopWidth)),
      ).toBeGreaterThan(0)
      await expect(report.getByRole('img', { name: /Contributions/ })).toBeVisible()
    })
  })
}

test('a number that is no phone is refused with the message, and what was typed stays', async ({ page }) => {
  test.setTimeout(DATABASE_TEST_TIMEOUT)
  await page.setViewportSize({ width: 390, height: 860 })
  await page.goto('/investment-calculator')
  await expectHydrated(page)
  const mobile = page.getByRole('textbox', { name: 'Mobile Number' })
  await mobile.fill('+44 20')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Please enter a valid 10-digit mobile number, or + and the country code')).toBeVisible()
  await expect(mobile).toHaveValue('+4420')
  await expectNoViolations(page)
})
