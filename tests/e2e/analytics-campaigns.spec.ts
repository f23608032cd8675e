/**
 * Campaigns, entry pages and the visitors of the last five minutes (issue 36, item 7): with the
 * demo data loaded, the Overview's Campaigns and Entry pages tables give the figures counted
 * here straight from the events and leads (each visit's first event carries its attribution),
 * and the live count beside the heading says how many visits did anything in the last five
 * minutes. At 390 and 1280 px, with axe on the Overview.
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

interface Row {
  label: string
  visits: number
  leads: number
  converted: number
}

/**
 * Per `label` (an expression over the visit's attribution `a`), the visits of the last 30 New York
 * days, the leads they left in that time and how many of them left one, most visits first.
 */
function countedByAttribution(page: Page, label: string, where: string) {
  return sql<Row>(
    page,
    `with r as (select ((now() at time zone 'America/New_York')::date - 29)::timestamp at time zone 'America/New_York' as start_at),
     v as (select distinct e.metadata ->> 'visitId' as id from public.site_events e, r where e.created_at >= r.start_at),
     f as (select distinct on (e.metadata ->> 'visitId') e.metadata ->> 'visitId' as id, e.metadata -> 'attribution' as a
           from public.site_events e where e.metadata ? 'attribution' order by e.metadata ->> 'visitId', e.created_at, e.id),
     l as (select s.metadata ->> 'visitId' as id, count(*) as n from public.form_submissions s, r
           where s.created_at >= r.start_at group by 1)
     select * from (
       select ${label} as label, count(*)::int as visits, coalesce(sum(l.n), 0)::int as leads, count(l.id)::int as converted
       from v join f using (id) left join l using (id)
       where ${where}
       group by 1) x
     order by x.visits desc, x.label collate "C" limit 25`,
  )
}

const percent = (row: Row) => `${((Math.round((row.converted / row.visits) * 10000) / 10000) * 100).toFixed(1)}%`
const figures = (row: Row) => [row.visits.toLocaleString('en-US'), row.leads.toLocaleString('en-US'), percent(row)]

/** The table's body rows as the texts of their cells, shown in place of the chart. */
async function tableRows(page: Page, title: string) {
  const section = page.getByRole('region', { name: title })
  await section.getByRole('button', { name: 'Show as table' }).click()
  const table = section.getByRole('table', { name: title })
  await expect(table).toBeVisible()
  return table
    .getByRole('row')
    .filter({ has: page.locator('td') })
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)))
}

for (const width of [1280, 390]) {
  test(`the Overview's campaigns, entry pages and live count match the database at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInAsAdmin(page)
    await loadDemoData(page)
    // Two visits active a minute ago (one of them twice), one ten minutes ago.
    await sql(
      page,
      `insert into public.site_events (created_at, type, details, metadata, page) values
         (now() - interval '1 minute', 'pageview', 'Viewed /', '{"visitId": "e2e-live-1"}', '/'),
         (now() - interval '50 seconds', 'pageview', 'Viewed /about', '{"visitId": "e2e-live-1"}', '/about'),
         (now() - interval '1 minute', 'pageview', 'Viewed /process', '{"visitId": "e2e-live-2"}', '/process'),
         (now() - interval '10 minutes', 'pageview', 'Viewed /', '{"visitId": "e2e-live-3"}', '/')`,
    )
    const [live] = await sql<{ n: number }>(
      page,
      `select count(distinct metadata ->> 'visitId')::int as n from public.site_events
       where created_at >= now() - interval '5 minutes'`,
    )
    const campaigns = await countedByAttribution(
      page,
      `concat_ws(' | ', f.a ->> 'source', f.a ->> 'medium', f.a ->> 'campaign')`,
      `f.a ? 'medium' or f.a ? 'campaign'`,
    )
    const entryPages = await countedByAttribution(page, `f.a ->> 'landing_page'`, `f.a ? 'landing_page'`)
    // The demo data has campaigns (LinkedIn, the newsletter, Google Ads) and several entry pages.
    expect(campaigns.length).toBeGreaterThanOrEqual(3)
    expect(entryPages.length).toBeGreaterThan(3)

    await page.getByRole('tab', { name: 'Overview' }).click()
    await dbExpect(page.getByText(`${live?.n ?? 0} visitors in the last 5 minutes`)).toBeVisible()
    expect(live?.n).toBeGreaterThanOrEqual(2)

    await dbExpect(page.getByRole('region', { name: 'Campaigns' })).toBeVisible()
    expect(await tableRows(page, 'Campaigns')).toEqual(
      campaigns.map((row) => [...row.label.split(' | '), ...figures(row)]),
    )
    expect(await tableRows(page, 'Entry pages')).toEqual(entryPages.map((row) => [row.label, ...figures(row)]))
    await expectNoViolations(page)
  })
}
