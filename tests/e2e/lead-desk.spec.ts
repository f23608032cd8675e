/**
 * The lead desk on the local backend (production build): a lead sent through the contact form
 * in a visit that landed with utm parameters shows its source; the admin moves it to Contacted,
 * adds a note, sets a follow-up for today, finds it with "Due today", undoes a status change and
 * exports the CSV with the desk's columns, which the Audit tab then lists with its row count;
 * axe with the details dialog open. Then the leads the
 * firm was not e-mailed about: their badge, the reason and the "Not notified" filter.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { DATABASE_TEST_TIMEOUT, dbExpect, insertRows, openLocalDatabase, SUBMIT_TIMEOUT } from './fixtures'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

const ADMIN = { email: 'admin@example.com', password: 'admin-password' }

/** Today in New York, YYYY-MM-DD (the date the dashboard's "Due today" uses). */
const newYorkToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .slice(0, 10)

const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text })

async function sendContactLead(page: Page, name: string) {
  // The visit lands on the home page from a newsletter link, then goes to the contact page.
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hre:v1:visit') ?? '')).toContain('newsletter')
  await page.goto('/contact')
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('desk@example.com')
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Please call me about the program.')
  await page.getByRole('button', { name: 'Submit Message' }).click()
  await expect(toast(page, 'Form submitted successfully')).toBeVisible({ timeout: SUBMIT_TIMEOUT })
}

async function signInAsAdmin(page: Page) {
  await page.goto('/auth')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await dbExpect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
}

async function chooseStatus(page: Page, status: string) {
  const dialog = page.getByRole('dialog', { name: 'Form Submission Details' })
  await dialog.getByRole('combobox', { name: 'Lead status' }).click()
  await page.getByRole('option', { name: status, exact: true }).click()
  await dbExpect(dialog.getByRole('combobox', { name: 'Lead status' })).toHaveText(status)
}

test('an admin works a lead from the contact form: source, status, note, follow-up, undo, CSV', async ({ page }) => {
  const name = `Desk Lead ${Date.now()}`
  const today = newYorkToday()
  await sendContactLead(page, name)
  await signInAsAdmin(page)

  const table = page.getByRole('table', { name: 'Form submissions' })
  const row = table.getByRole('row').filter({ hasText: name })
  await dbExpect(row).toContainText('newsletter')
  await expect(row).toContainText('New')

  await row.getByRole('button', { name: `View details of ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Form Submission Details' })
  await dbExpect(dialog.getByText('autumn')).toBeVisible()
  await expect(dialog.getByText('/', { exact: true })).toBeVisible() // the landing page

  await chooseStatus(page, 'Contacted')
  await dbExpect(toast(page, 'Status changed to Contacted')).toBeVisible()

  await dialog.getByRole('button', { name: 'Add note' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Write a note before adding it')
  await dialog.getByRole('textbox', { name: 'Add a note' }).fill('Left a voicemail, will call back.')
  await dialog.getByRole('button', { name: 'Add note' }).click()
  const history = dialog.getByRole('list', { name: 'History, newest first' })
  await dbExpect(history.getByRole('listitem').first()).toContainText('Left a voicemail, will call back.')
  await expect(history).toContainText('Status changed to')
  await expect(history).toContainText(ADMIN.email)
  await expect(dialog.getByRole('textbox', { name: 'Add a note' })).toHaveValue('')

  await dialog.getByLabel('Follow-up date').fill(today)
  await dialog.getByRole('button', { name: 'Save follow-up' }).click()
  await dbExpect(toast(page, 'Follow-up set for')).toBeVisible()

  await expect(async () => {
    const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  }).toPass()

  // Undo from the toast puts the status back.
  await chooseStatus(page, 'Qualified')
  const changed = toast(page, 'Status changed to Qualified')
  await changed.getByRole('button', { name: 'Undo' }).click()
  await dbExpect(toast(page, 'Status set back to Contacted')).toBeVisible()
  await expect(dialog.getByRole('combobox', { name: 'Lead status' })).toHaveText('Contacted')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.getByRole('checkbox', { name: 'Due today' }).check()
  await dbExpect(page.getByText('Showing 1–1 of 1 submissions')).toBeVisible()
  await expect(row).toContainText('Contacted')
  await page.getByLabel('Source').selectOption('newsletter')
  await dbExpect(page.getByText('Showing 1–1 of 1 submissions')).toBeVisible()

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const stream = await (await downloading).createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  const [header, line, ...rest] = Buffer.concat(chunks).toString('utf8').trimEnd().split('\r\n')
  expect(header?.endsWith('"Submitted From","Status","Source","Follow-up"')).toBe(true)
  expect(line).toContain(name)
  expect(line?.endsWith(`"/contact","Contacted","newsletter","${today}"`)).toBe(true)
  expect(rest).toEqual([])

  // The database recorded the export itself, with the number of rows it returned.
  await page.getByRole('tab', { name: 'Audit' }).click()
  const exports = page.getByRole('table', { name: 'Audit log, newest first' }).getByRole('row', { name: /CSV export/ })
  await dbExpect(exports).toHaveCount(1)
  await expect(exports).toContainText('1 lead in a CSV file')
})

test('a lead the firm was not e-mailed about is marked, explained and found with "Not notified"', async ({ page }) => {
  await openLocalDatabase(page)
  // What notify-lead leaves on two leads: one e-mailed, one refused by the provider twice. Both
  // rows name the same columns (insertRows takes the first row's).
  const lead = (fullName: string, email: string, notification: object) => ({
    notified_at: null,
    notify_last_error: null,
    client_id: crypto.randomUUID(),
    form_type: 'contact_form',
    full_name: fullName,
    email,
    message: 'About the program',
    ...notification,
  })
  await insertRows(page, 'form_submissions', [
    lead('Nora Notified', 'nora@example.com', { notified_at: new Date().toISOString(), notify_attempts: 1 }),
    lead('Fay Failed', 'fay@example.com', { notify_attempts: 2, notify_last_error: 'e-mail provider answered 422' }),
  ])
  await signInAsAdmin(page)
  const table = page.getByRole('table', { name: 'Form submissions' })
  const fay = table.getByRole('row').filter({ hasText: 'Fay Failed' })
  await dbExpect(fay).toContainText('Not notified')
  await expect(table.getByRole('row').filter({ hasText: 'Nora Notified' })).not.toContainText('Not notified')

  await page.getByRole('checkbox', { name: 'Not notified' }).check()
  await dbExpect(page.getByText('Showing 1–1 of 1 submissions')).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: 'Nora Notified' })).toHaveCount(0)
  await fay.getByRole('button', { name: 'View details of Fay Failed' }).click()
  const dialog = page.getByRole('dialog', { name: 'Form Submission Details' })
  await expect(dialog).toContainText('Not notified (2 attempts): e-mail provider answered 422')
})
