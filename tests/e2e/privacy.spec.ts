/**
 * A privacy request on the local backend (production build): a person's lead and visit (which
 * arrived with her address as utm_source) and her chat transcript are seeded in the browser's
 * database; the admin looks the address up, downloads it, erases it with a reason and a ticket,
 * finds nothing of her in the desk, the CSV export or the Overview, and a second look-up lists
 * the transcript kept by law. axe on the dialog.
 */
import { expect, test } from '@playwright/test'
import { ADMIN, closeToasts, expectNoViolations, signInToDashboard } from './fixtures'
import { DATABASE_TEST_TIMEOUT, DATABASE_TIMEOUT, openLocalDatabase, sql } from './local-database'

const JANE = { name: 'Jane Erasable', email: 'jane.erasable@example.com', visit: 'visit-of-jane-erasable' }
const OTHER = 'Olga Other'

test('erase a person: nothing of them is left in the desk, the CSV or the Overview', async ({ page }) => {
  test.setTimeout(DATABASE_TEST_TIMEOUT)
  // The sign-in page opens the local database (a public page never does); seed it there.
  await openLocalDatabase(page)
  const metadata = JSON.stringify({ visitId: JANE.visit, attribution: { source: JANE.email, medium: 'email' } })
  await sql(
    page,
    `insert into public.site_events (type, details, page, metadata, user_agent)
     values ('pageview', 'Viewed /contact', '/contact', $1::jsonb, 'Jane''s browser');
     `.trim(),
    [metadata],
  )
  await sql(
    page,
    `insert into public.form_submissions (client_id, form_type, full_name, email, message, metadata, page)
     values (gen_random_uuid(), 'contact_form', $1, $2, 'Please call me', $3::jsonb, '/contact'),
            (gen_random_uuid(), 'contact_form', $4, 'olga@example.com', 'Hello', '{}'::jsonb, '/contact')`,
    [JANE.name, JANE.email.toUpperCase(), metadata, OTHER],
  )
  await sql(
    page,
    `insert into public.chat_messages (conversation_id, visit_id, role, content)
     values (gen_random_uuid(), $1, 'user', 'Is my principal insured?')`,
    [JANE.visit],
  )

  await signInToDashboard(page, ADMIN)
  await expect(page.getByText(JANE.name).first()).toBeVisible({ timeout: DATABASE_TIMEOUT })
  // The sign-in's toast would sit under the dialog's overlay, where axe reads it dimmed.
  await closeToasts(page)

  await page.getByRole('button', { name: 'Privacy request' }).click()
  const dialog = page.getByRole('dialog', { name: 'Privacy request' })
  await dialog.getByLabel('E-mail address').fill('nobody@example.com')
  await dialog.getByRole('button', { name: 'Look up' }).click()
  await expect(dialog.getByText('Nothing is held for this address.')).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await expectNoViolations(page)

  await dialog.getByLabel('E-mail address').fill(JANE.email)
  await dialog.getByRole('button', { name: 'Look up' }).click()
  await expect(dialog.getByText(`Held for ${JANE.email}: 1 lead`)).toBeVisible({ timeout: DATABASE_TIMEOUT })
  const downloading = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download JSON' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^privacy-export-\d{4}-\d{2}-\d{2}\.json$/)
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  expect(Buffer.concat(chunks).toString('utf8')).toContain(JANE.name)

  await dialog.getByRole('button', { name: 'Erase...' }).click()
  await expect(
    dialog.getByRole('heading', { name: new RegExp(`^Erase 1 lead, .* for ${JANE.email}\\?$`) }),
  ).toBeFocused()
  await dialog.getByLabel(/Ticket reference/).fill('jane@letter')
  await dialog.getByRole('button', { name: 'Erase permanently' }).click()
  await expect(dialog.getByText('Choose the reason for the erasure')).toBeVisible()
  await expect(dialog.getByText('A ticket reference never holds an e-mail address')).toBeVisible()
  await expect(dialog.getByLabel(/Ticket reference/)).toHaveValue('jane@letter')
  await dialog.getByRole('combobox', { name: /Reason for the erasure/ }).click()
  await page.getByRole('option', { name: 'Asked by the person' }).click()
  await dialog.getByLabel(/Ticket reference/).fill('PRIV-2026-014')
  await expectNoViolations(page)
  await dialog.getByRole('button', { name: 'Erase permanently' }).click()
  await expect(dialog.getByText(/^Erased 1 lead\(s\) and the personal data of 1 event\(s\)\./)).toBeVisible({
    timeout: DATABASE_TIMEOUT,
  })
  // A second look-up: the transcript whose only link to her was the erased lead is still listed.
  await dialog.getByLabel('E-mail address').fill(JANE.email)
  await dialog.getByRole('button', { name: 'Look up' }).click()
  await expect(dialog.getByText(`Held for ${JANE.email}: 0 leads`)).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await expect(dialog.getByText(/^1 chat message\. .*linked to this address by leads erased on request/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()

  // The desk (its lists were read again after the erasure), the CSV and the Overview.
  await expect(page.getByText(OTHER).first()).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await expect(page.getByText(JANE.name)).toHaveCount(0)
  const csvDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csvChunks: Buffer[] = []
  for await (const chunk of await (await csvDownload).createReadStream()) csvChunks.push(chunk as Buffer)
  const csv = Buffer.concat(csvChunks).toString('utf8')
  expect(csv).toContain(OTHER)
  expect(csv.toLowerCase()).not.toContain('jane')
  await page.getByRole('tab', { name: 'Overview' }).click()
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await expect(page.getByRole('tabpanel')).not.toContainText(/jane/i)
  const events = await sql<{ details: string; user_agent: string | null; metadata: Record<string, unknown> }>(
    page,
    `select details, user_agent, metadata from public.site_events where page = '/contact'`,
  )
  expect(JSON.stringify(events)).not.toMatch(/jane/i)
})
