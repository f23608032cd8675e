/**
 * The lead outbox on the local backend (production build): leads made while the database refuses
 * every insert are kept in this browser and stored exactly once when it is back; a lead whose
 * insert gets no answer survives its closed tab, and two tabs that flush it at once store it once
 * through the database all tabs share (PGlite's multi-tab worker). The Supabase-mode twin is
 * tests/e2e/outbox-supabase.spec.ts.
 */
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test'
import {
  bookingDay,
  DATABASE_TEST_TIMEOUT,
  dbExpect,
  execSql,
  expectHydrated,
  openLocalDatabase,
  OUTBOX_KEY,
  readJson,
  scheduleConsultation,
  sql,
  type StoredRow,
  submissionsInDatabase,
  SUBMIT_TIMEOUT,
  toast,
  TODAY,
} from './fixtures'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

/** The database refuses every insert of a lead as a server fault (57P03: cannot connect now). */
const OUTAGE = `
  create schema if not exists e2e;
  create or replace function e2e.outage() returns trigger language plpgsql as $$
  begin
    raise exception 'simulated outage' using errcode = '57P03';
  end $$;
  create trigger e2e_outage before insert on public.form_submissions
    for each row execute function e2e.outage();`
const OUTAGE_OVER = 'drop trigger e2e_outage on public.form_submissions'

const outbox = (page: Page) => readJson<{ input: StoredRow }[]>(page, OUTBOX_KEY)

async function open(page: Page, path: string) {
  await page.goto(path)
  await expectHydrated(page)
}

async function sendContact(page: Page, name: string) {
  await open(page, '/contact')
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Email').fill('contact@example.com')
  await page.getByLabel('Message').fill('Sent while the backend was down')
  await page.getByRole('button', { name: 'Submit Message' }).click()
  await expect(toast(page, 'Form submitted successfully')).toBeVisible({ timeout: SUBMIT_TIMEOUT })
}

test.describe('never lost', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('leads made while the database refuses them are kept, then stored exactly once', async ({ page }) => {
    // Time runs from TODAY (a known calendar): the outbox's backoff must be able to expire.
    await page.clock.install({ time: TODAY })
    await openLocalDatabase(page)
    await execSql(page, OUTAGE)

    await sendContact(page, 'Outage Contact')

    await open(page, '/schedule-consultation')
    await page.getByLabel('Full Name').fill('Outage Consultation')
    await page.getByLabel('Email').fill('consult@example.com')
    await page.getByLabel('Phone Number').fill('2125550100')
    await scheduleConsultation(page, bookingDay(2).button, '2:00 PM')

    await open(page, '/investment-calculator')
    await page.getByLabel('Full Name').fill('Outage Calculator')
    await page.getByLabel('Mobile Number').fill('2125550142')
    await page.getByLabel('Email Address').fill('calc@example.com')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Get My Full Report' }).click()
    await expect(toast(page, 'Report Requested')).toBeVisible({ timeout: SUBMIT_TIMEOUT })

    expect(await submissionsInDatabase(page)).toEqual([])
    const queued = await outbox(page)
    expect(queued.map((q) => q.input.formType).sort()).toEqual([
      'consultation',
      'contact_form',
      'investment_calculator',
      'lead',
    ])

    // The database takes leads again: the next page load sends what waited.
    await execSql(page, OUTAGE_OVER)
    await page.reload()
    await dbExpect.poll(async () => (await submissionsInDatabase(page)).length).toBe(4)
    await dbExpect.poll(() => outbox(page)).toEqual([])
    const stored = await submissionsInDatabase(page)
    expect(stored.map((r) => r.formType).sort()).toEqual([
      'consultation',
      'contact_form',
      'investment_calculator',
      'lead',
    ])
    expect(stored.map((r) => r.clientId).sort()).toEqual(queued.map((q) => q.input.clientId).sort())
    expect(stored.find((r) => r.formType === 'consultation')).toMatchObject({
      fullName: 'Outage Consultation',
      investmentTimeline: '2:00 PM',
    })
  })
})

/**
 * Holds back the local database's worker script in every tab of the context: until `release()`,
 * no tab can open the database, so an insert gets no answer.
 */
async function holdDatabaseWorker(context: BrowserContext) {
  let held: Route[] | null = []
  await context.route('**/assets/worker-*.js', async (route) => {
    if (held) held.push(route)
    else await route.continue()
  })
  return async () => {
    const routes = held ?? []
    held = null
    // A closed tab's request went with it.
    await Promise.all(routes.map((route) => route.continue().catch(() => undefined)))
  }
}

/** How many tabs hold the outbox lock, and how many wait for it. */
const outboxLocks = (page: Page) =>
  page.evaluate(async (key) => {
    const { held = [], pending = [] } = await navigator.locks.query()
    return [held, pending].map((locks) => locks.filter((lock) => lock.name === key).length)
  }, OUTBOX_KEY)

test('a lead whose insert hangs survives its closed tab; two tabs flushing it at once store it once', async ({
  context,
}) => {
  const release = await holdDatabaseWorker(context)
  const first = await context.newPage()
  // No answer in time: the visitor sees the usual success, the lead stays on the device.
  await sendContact(first, 'Ada Lovelace')
  const [item] = await outbox(first)
  const clientId = item?.input.clientId ?? ''
  expect(clientId).not.toBe('')
  await first.close()

  const [tabA, tabB] = [await context.newPage(), await context.newPage()]
  await Promise.all([tabA.goto('/about'), tabB.goto('/process')])
  // One tab's flush holds the outbox lock while its insert waits; the other waits for the lock.
  await dbExpect.poll(() => outboxLocks(tabA)).toEqual([1, 1])

  await release()
  await dbExpect.poll(() => outbox(tabA)).toEqual([])
  await dbExpect.poll(() => outbox(tabB)).toEqual([])
  await dbExpect.poll(() => outboxLocks(tabA)).toEqual([0, 0])
  // The lead is stored once. (A flush whose insert outlives the insert timeout lets the other tab
  // try again: that repeat is refused as a duplicate. A tab that found the outbox empty when its
  // turn came never opened the database, so a page of its own reads it.)
  const reader = await context.newPage()
  await openLocalDatabase(reader)
  const rows = await sql<{ client_id: string; full_name: string }>(
    reader,
    'select client_id, full_name from public.form_submissions',
  )
  expect(rows).toEqual([{ client_id: clientId, full_name: 'Ada Lovelace' }])
})
