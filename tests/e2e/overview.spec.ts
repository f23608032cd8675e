/**
 * The admin Overview on the local backend (production build): a visitor arrives with a utm
 * source, finishes the calculator's steps 1 and 2 and sends the contact form, all in one tab
 * (one visit); the admin then sees that visit, its source, the funnel and the leads, in the
 * charts and in their tables, and axe finds nothing.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  DATABASE_TEST_TIMEOUT,
  DATABASE_TIMEOUT,
  dbExpect,
  readJson,
  recordedEvents,
  storedRows,
  SUBMIT_TIMEOUT,
} from './fixtures'

const VISIT_KEY = 'hre:v1:visit'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true')
}

/** The rows of a table as text, header row included. */
const tableRows = (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent?.trim())))

async function visitAsProspect(page: Page) {
  // The home page loads its app on the visitor's first sign of intent.
  await page.goto('/?utm_source=fall-letter&utm_medium=email')
  await page.mouse.move(10, 10)
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true')

  await open(page, '/investment-calculator')
  await page.getByLabel('Full Name').fill('Ada Lovelace')
  await page.getByLabel('Mobile Number').fill('2125550142')
  await page.getByLabel('Email Address').fill('ada@example.com')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Qualification Questions' })).toBeVisible({ timeout: SUBMIT_TIMEOUT }) // step 1 saves the lead first
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Investment Calculator' })).toBeVisible()
  const calculatorEvents = async () =>
    (await recordedEvents(page))
      .filter((e) => e.type === 'calculator')
      .map((e) => e.details)
      .sort()
  // They reach the local database as it answers: on a loaded machine that takes more than a few seconds.
  await expect
    .poll(calculatorEvents, { timeout: DATABASE_TIMEOUT })
    .toEqual(['step 1 completed', 'step 1 seen', 'step 2 completed'])

  await open(page, '/contact')
  await page.getByLabel('Full Name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Message').fill('Please call me about the preferred shares.')
  await page.getByRole('button', { name: 'Submit Message' }).click()
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Form submitted successfully'),
  ).toBeVisible({ timeout: SUBMIT_TIMEOUT })
}

test('the Overview shows the visit, its source, the funnel and the leads, charts and tables alike', async ({
  page,
}) => {
  await visitAsProspect(page)
  const visitId = (await readJson<{ id: string }>(page, VISIT_KEY, 'sessionStorage')).id
  const leads = await storedRows(page)
  expect(leads.map((l) => l.formType).sort()).toEqual(['contact_form', 'lead'])
  // Leads carry the visit id once the submission path stores it; until then the visit has none.
  const converted = leads.some((l) => l.metadata.visitId === visitId) ? 1 : 0

  await page.goto('/auth')
  await page.getByLabel('Email').fill('admin@example.com')
  await page.getByLabel('Password').fill('admin-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await dbExpect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.getByRole('tab').first()).toHaveText('Overview')
  await page.getByRole('tab', { name: 'Overview' }).click()
  await expect(page).toHaveURL(/\?tab=overview$/)

  const overview = page.getByRole('tabpanel', { name: 'Overview' })
  await expect(overview.getByRole('radio', { name: 'Last 30 days' })).toBeChecked()
  const stat = (label: string) => overview.locator('dt', { hasText: label }).locator('..').locator('dd').first()
  await dbExpect(stat('Visits')).toHaveText('1')
  await expect(stat('Leads')).toHaveText('2')
  await expect(overview.getByText(`${converted} of 1 visits left a lead`)).toBeVisible()
  await expect(stat('Conversion rate')).toHaveText(converted ? '100.0%' : '0.0%')

  // The chart view (hidden from assistive technology, which gets the table) writes its values
  // out; the table holds the same numbers.
  const sources = overview.getByRole('region', { name: 'Top sources' })
  await expect(sources.locator('li')).toHaveText([/^fall-letter\s*1$/])
  await sources.getByRole('button', { name: 'Show as table' }).click()
  expect(await tableRows(sources.getByRole('table', { name: 'Top sources' }))).toEqual([
    ['Source', 'Visits'],
    ['fall-letter', '1'],
  ])

  const funnel = overview.getByRole('region', { name: 'Calculator funnel' })
  await expect(funnel.locator('li')).toHaveText([
    /^Saw step 1\s*1$/,
    /^Completed step 1\s*1\s*\(-0\.0%\)$/,
    /^Completed step 2\s*1\s*\(-0\.0%\)$/,
    /^Requested the report\s*0\s*\(-100\.0%\)$/,
  ])
  await funnel.getByRole('button', { name: 'Show as table' }).click()
  expect(await tableRows(funnel.getByRole('table', { name: 'Calculator funnel' }))).toEqual([
    ['Step', 'Visits', 'Drop from the step before'],
    ['Saw step 1', '1', '-'],
    ['Completed step 1', '1', '-0.0%'],
    ['Completed step 2', '1', '-0.0%'],
    ['Requested the report', '0', '-100.0%'],
  ])

  const pages = overview.getByRole('region', { name: 'Top pages' })
  await pages.getByRole('button', { name: 'Show as table' }).click()
  const pageRows = await tableRows(pages.getByRole('table', { name: 'Top pages' }))
  for (const path of ['/', '/investment-calculator', '/contact']) expect(pageRows).toContainEqual([path, '1'])

  // Today's row of the leads table: one Lead Generation (step 1) and one Contact Form.
  const leadsTable = overview.getByRole('table', { name: 'Leads per day by form type' })
  const leadRows = await tableRows(leadsTable)
  expect(leadRows[0]).toEqual([
    'Day',
    'Contact Form',
    'Investment Calculator',
    'Lead Generation',
    'Consultation',
    'Newsletter',
    'Chat Handoff',
    'Other Form',
    'Total',
  ])
  expect(leadRows.at(-1)?.slice(1)).toEqual(['1', '0', '1', '0', '0', '0', '0', '2'])

  // The range is a radio group: the keyboard moves through it.
  await overview.getByRole('radio', { name: 'Last 30 days' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(overview.getByRole('radio', { name: 'Last 7 days' })).toBeChecked()
  await expect(overview.getByText(/to .* \(New York days\)/)).toBeVisible()
  await expect(async () => expect((await tableRows(leadsTable)).length).toBe(8)).toPass({
    timeout: DATABASE_TIMEOUT,
  })

  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
