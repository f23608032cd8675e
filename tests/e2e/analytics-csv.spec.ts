/**
 * The Overview's tables as CSV (issue 36, item 7): with the demo data loaded and "Last 7 days"
 * picked, "Download CSV" on a table saves a file named by the table and the New York days shown,
 * holding exactly the rows and columns the table shows; the Page Views tab's file holds every page
 * view of its range (all its pages, not the one on screen). At 390 and 1280 px, with axe on the
 * Overview and its buttons.
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

/** Clicks the button and reads the file it saves: its name and its rows of cells (every field is quoted). */
async function download(page: Page, button: Locator): Promise<{ name: string; rows: string[][] }> {
  const downloading = page.waitForEvent('download')
  await button.click()
  const file = await downloading
  const chunks: Buffer[] = []
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  const rows = text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      line
        .slice(1, -1)
        .split('","')
        .map((cell) => cell.replaceAll('""', '"')),
    )
  return { name: file.suggestedFilename(), rows }
}

/** The cells of a table as the page holds them, header row first. */
const cellsOf = (table: Locator) =>
  table
    .locator('tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent)))

const daysApart = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000

for (const width of [1280, 390]) {
  test(`each Overview table downloads as CSV for the chosen range at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInAsAdmin(page)
    await loadDemoData(page)

    await page.getByRole('tab', { name: 'Overview' }).click()
    const overview = page.getByRole('tabpanel', { name: 'Overview' })
    // The radio is drawn as its label (the input itself is visually hidden).
    await overview.getByText('Last 7 days', { exact: true }).click()
    await expect(overview.getByRole('radio', { name: 'Last 7 days' })).toBeChecked()
    const said = overview.getByText(/^Last 7 days: \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d \(New York days\)/)
    await dbExpect(said).toBeVisible()
    const [, from = '', to = ''] = /(\S+) to (\S+) \(New York/.exec((await said.textContent()) ?? '') ?? []
    expect(daysApart(from, to)).toBe(6)

    for (const title of ['Top pages', 'Visits and page views per day']) {
      const file = await download(page, overview.getByRole('button', { name: `Download ${title} as CSV` }))
      const slug = title.toLowerCase().replaceAll(' ', '-')
      expect(file.name).toBe(`${slug}-${from}-to-${to}.csv`)
      const shown = await cellsOf(overview.getByRole('table', { name: title }))
      expect(shown.length).toBeGreaterThan(1)
      expect(file.rows).toEqual(shown)
    }
    // Seven days, seven rows under the header.
    const perDay = await cellsOf(overview.getByRole('table', { name: 'Visits and page views per day' }))
    expect(perDay).toHaveLength(8)
    await expectNoViolations(page)

    // The Page Views tab: every page view of its last 7 days, as its rows show them.
    await page.getByRole('tab', { name: 'Page Views' }).click()
    const tab = page.getByRole('tabpanel', { name: 'Page Views' })
    await tab.getByText('Last 7 days', { exact: true }).click()
    await expect(tab.getByRole('radio', { name: 'Last 7 days' })).toBeChecked()
    // The tab keeps the previous period's count on screen until the new one arrives: wait for this one.
    const [row] = await sql<{ n: number }>(
      page,
      `select count(*)::int as n from public.page_views
       where created_at >= ((now() at time zone 'America/New_York')::date - 6)::timestamp at time zone 'America/New_York'`,
    )
    const total = row?.n ?? 0
    expect(total).toBeGreaterThan(0)
    await dbExpect(tab.getByText(`Last 7 days: ${total.toLocaleString('en-US')} page views`)).toBeVisible()
    const file = await download(page, tab.getByRole('button', { name: 'Download Page views as CSV' }))
    expect(file.name).toBe(`page-views-${from}-to-${to}.csv`)
    expect(file.rows[0]).toEqual(['Date', 'Page', 'Details', 'Time Spent'])
    expect(file.rows).toHaveLength(total + 1)
    const firstRow = tab.getByRole('table', { name: 'Page views' }).getByRole('row').nth(1)
    await expect(firstRow).toContainText(file.rows[1]?.[2] ?? 'a page view')
  })
}
