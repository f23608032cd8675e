/**
 * The lead desk as an admin reads it, with the demo data loaded: at 1280 and 1440 px every column
 * of the demo's longest e-mail and longest name is whole (nothing cut short, no sideways scroll of
 * the page or of the table), and at 390 px each lead is a card the page does not scroll sideways
 * for. A click anywhere on a row opens that lead; so does the keyboard, on the lead's name. axe on
 * the desk at each width.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { closeToasts, DATABASE_TEST_TIMEOUT, dbExpect, expectNoViolations, signInAsAdmin, sql } from './fixtures'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

async function loadDemoData(page: Page) {
  await page.getByRole('button', { name: 'Load Demo Data' }).click()
  await page.getByRole('button', { name: 'Load 90 days of demo data' }).click()
  await dbExpect(page.getByText(/Demo data loaded/)).toBeVisible()
  await closeToasts(page)
}

/** The row found by searching the desk for `text` (the search reads names and e-mails). */
async function findRow(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search submissions' }).fill(text)
  const row = page.getByRole('table', { name: 'Form submissions' }).getByRole('row').filter({ hasText: text })
  await dbExpect(row.first()).toBeVisible()
  return row.first()
}

/** Cells (by column) whose text is cut short: wider or taller than its box shows. */
const cutShort = (row: Locator) =>
  row.getByRole('cell').evaluateAll((cells) =>
    cells
      .map((cell, column) => ({ column, box: cell.lastElementChild ?? cell }))
      .filter(({ box }) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1)
      .map(({ column }) => column),
  )

/** Whether the page, or the desk's scroll box, scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('[role="region"][aria-label="Form submissions"]')
    const over = (e: Element | null) => (e ? e.scrollWidth > e.clientWidth : true)
    return { page: over(document.documentElement), table: over(table) }
  })

const DETAILS_COLUMN = 5
const ACTIONS_COLUMN = 9

test('the desk shows the longest e-mail and name whole, opens a lead from its row, at 390, 1280 and 1440 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAsAdmin(page)
  await loadDemoData(page)
  const [longest] = await sql<{ email: string; full_name: string }>(
    page,
    `select (select email from public.form_submissions where email is not null order by length(email) desc, email limit 1) as email,
            (select full_name from public.form_submissions where full_name is not null order by length(full_name) desc, full_name limit 1) as full_name`,
  )
  if (!longest) throw new Error('the demo data holds no leads')

  for (const width of [1280, 1440, 390]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 })
      for (const text of [longest.email, longest.full_name]) {
        const row = await findRow(page, text)
        await expect(row).toContainText(text)
        // Every cell of text but the details (three lines at most, the rest in the dialog) is whole,
        // and the View button is on screen (no sideways scroll to reach it).
        expect(
          (await cutShort(row)).filter((column) => column !== DETAILS_COLUMN && column !== ACTIONS_COLUMN),
        ).toEqual([])
        if (width >= 1024) await expect(row.getByRole('button', { name: /^View details of/ })).toBeInViewport()
      }
      expect(await scrollsSideways(page)).toEqual({ page: false, table: false })
      await expectNoViolations(page)
    })
  }

  await page.setViewportSize({ width: 1280, height: 800 })
  const row = await findRow(page, longest.email)
  const dialog = page.getByRole('dialog', { name: 'Form Submission Details' })

  // A click on the row's details (no control there) opens that lead.
  await row.getByRole('cell').nth(DETAILS_COLUMN).click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(longest.email, { exact: true }).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The keyboard: Tab reaches the lead's name, Enter opens it, closing puts focus back on it.
  const name = row.getByRole('cell').nth(2).getByRole('button')
  await name.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(longest.email, { exact: true }).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(name).toBeFocused()
})
