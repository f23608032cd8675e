/**
 * One count of a page view (issue 36): with the demo data loaded, the summary card, the Overview
 * and the Page Views tab give the same number for the last 30 days, the number of arrivals the
 * database holds (public.page_views), and each says its period; the tab has one row per page view
 * (no row for leaving a page). Each figure stands beside the previous 30 days. At 390 and 1280 px,
 * with axe on the dashboard, the Overview and the tab, neither of which scrolls sideways.
 */
import { expect, test, type Page } from '@playwright/test'
import { closeToasts, DATABASE_TEST_TIMEOUT, dbExpect, expectNoViolations, signInAsAdmin, sql } from './fixtures'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

async function loadDemoData(page: Page) {
  await page.getByRole('button', { name: 'Load Demo Data' }).click()
  await page.getByRole('button', { name: 'Load 90 days of demo data' }).click()
  await dbExpect(page.getByText(/Demo data loaded/)).toBeVisible()
  await closeToasts(page)
}

/** The page views of the last 30 New York days, today included, as the database counts them. */
async function pageViewsInLast30Days(page: Page): Promise<string> {
  const [row] = await sql<{ n: number }>(
    page,
    `select count(*)::int as n from public.page_views
     where created_at >= ((now() at time zone 'America/New_York')::date - 29)::timestamp at time zone 'America/New_York'`,
  )
  if (!row?.n) throw new Error('the demo data holds no page views in the last 30 days')
  return row.n.toLocaleString('en-US')
}

/** The page is no wider than the window (nothing makes it scroll sideways). */
const pageWidthFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

for (const width of [1280, 390]) {
  test(`the card, the Overview and the Page Views tab count the same page views at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInAsAdmin(page)
    await loadDemoData(page)
    const expected = await pageViewsInLast30Days(page)
    const [all] = await sql<{ events: number; views: number }>(
      page,
      `select (select count(*)::int from public.site_events where type = 'pageview') as events,
              (select count(*)::int from public.page_views) as views`,
    )
    // The tracker writes two events per page view ("Viewed" and "Left"): counted once.
    expect(all?.events).toBeGreaterThan(all?.views ?? 0)

    const card = page.getByRole('list', { name: 'Summary' }).getByRole('listitem').filter({ hasText: 'Page Views' })
    // The cards are drawn once the database's counts arrive, after the demo data's refresh.
    await dbExpect(card.getByRole('heading')).toHaveText('Page Views Last 30 days')
    await dbExpect(card).toContainText(expected)
    await expect(card).toContainText(/(Up|Down) \d+% from [\d,]+ in the previous 30 days|No change/)
    await expectNoViolations(page)

    await page.getByRole('tab', { name: 'Overview' }).click()
    const figure = page.locator('dl > div', { has: page.locator('dt', { hasText: /^Page views$/ }) })
    await dbExpect(figure.locator('dd').first()).toHaveText(expected)
    await expect(figure).toContainText(/previous 30 days/)
    await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked()
    await expectNoViolations(page)
    expect(await pageWidthFits(page), 'the Overview scrolls sideways').toBe(true)

    await page.getByRole('tab', { name: 'Page Views' }).click()
    await dbExpect(page.getByText(`Last 30 days: ${expected} page views`)).toBeVisible()
    const table = page.getByRole('table', { name: 'Page views' })
    await dbExpect(table.getByRole('row').filter({ hasText: 'Viewed /' }).first()).toContainText(/\d+s|Active/)
    await expect(table.getByRole('row').filter({ hasText: 'Left /' })).toHaveCount(0)
    await expectNoViolations(page)
    expect(await pageWidthFits(page), 'the Page Views tab scrolls sideways').toBe(true)
  })
}
