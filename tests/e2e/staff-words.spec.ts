/**
 * Words for people in the staff area (issue 36, item 6), at 390 and 1280 px on the local backend:
 * a privacy look-up and a download show in the audit log as "Looked up" and "Exported" with the
 * person's name and address, and no database term; changing a colleague's role asks first (Cancel
 * changes nothing, focus returns to the select); the toast that follows stays clear of the
 * headers. axe on the privacy dialog, the audit tab and the role's confirmation.
 */
import { expect, test, type Locator } from '@playwright/test'
import { ADMIN, closeToasts, expectNoViolations, signInToDashboard, toast } from './fixtures'
import { DATABASE_TEST_TIMEOUT, DATABASE_TIMEOUT, openLocalDatabase, sql } from './local-database'

const ANN = { name: 'Ann Wordsworth', email: 'ann.wordsworth@example.com' }
/** snake_case, camelCase or a dotted name (an address aside). */
const DEVELOPER_TERM = /\b[a-z]+_[a-z]+\b|\b[a-z]+[A-Z][a-z]+\b|\b[a-z]+\.[a-z]+\b/

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}
type Box = Awaited<ReturnType<typeof box>>
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the audit log in plain words, a role change that asks first, a toast clear of the headers', async ({
      page,
    }) => {
      test.setTimeout(DATABASE_TEST_TIMEOUT)
      const colleague = `colleague-${width}@example.com`
      await openLocalDatabase(page)
      await sql(
        page,
        `insert into public.form_submissions (client_id, form_type, full_name, email, message, metadata, page)
         values (gen_random_uuid(), 'contact_form', $1, $2, 'Hello', '{}'::jsonb, '/contact')`,
        [ANN.name, ANN.email],
      )
      await signInToDashboard(page, ADMIN)
      // The sign-in's toast would sit under the dialog's overlay, where axe reads it dimmed.
      await closeToasts(page)

      // A look-up, then a download.
      await page.getByRole('button', { name: 'Privacy request' }).click()
      const dialog = page.getByRole('dialog', { name: 'Privacy request' })
      await dialog.getByLabel('E-mail address').fill(ANN.email)
      await dialog.getByRole('button', { name: 'Look up' }).click()
      await expect(dialog.getByText(`Held for ${ANN.email}: 1 lead`)).toBeVisible({ timeout: DATABASE_TIMEOUT })
      await expectNoViolations(page)
      const downloading = page.waitForEvent('download')
      await dialog.getByRole('button', { name: 'Download JSON' }).click()
      await downloading
      await dialog.getByRole('button', { name: 'Done' }).click()

      // The audit log says which was which, and whose.
      await page.getByRole('tab', { name: 'Audit' }).click()
      const log = page.getByRole('table', { name: 'Audit log, newest first' })
      const person = `${ANN.name} (${ANN.email})`
      await expect(log.getByRole('row', { name: /Privacy look-up/ })).toContainText(
        `Looked up what is held for ${person}: 1 lead`,
        { timeout: DATABASE_TIMEOUT },
      )
      await expect(log.getByRole('row', { name: /Privacy export/ })).toContainText(
        `Exported what is held for ${person}`,
      )
      expect((await log.innerText()).replace(/\S+@\S+/g, '')).not.toMatch(DEVELOPER_TERM)
      await expectNoViolations(page)

      // A colleague's role: asked first; Cancel changes nothing.
      await page.getByRole('tab', { name: 'Team' }).click()
      await page.getByRole('button', { name: 'Invite a colleague' }).click()
      const invite = page.getByRole('dialog', { name: 'Invite a colleague' })
      await invite.getByLabel(/E-mail address/).fill(colleague)
      await invite.getByRole('button', { name: 'Send invitation' }).click()
      await expect(invite.getByLabel('One-time password')).toHaveText(/^[\w-]{24}$/, { timeout: DATABASE_TIMEOUT })
      await invite.getByRole('button', { name: 'Done' }).click()
      const role = page.getByRole('combobox', { name: `Role of ${colleague}` })
      await expect(role).toHaveValue('viewer', { timeout: DATABASE_TIMEOUT })
      await role.selectOption('admin')
      const asked = page.getByRole('dialog', { name: `Make ${colleague} Admin?` })
      await expect(asked).toContainText(`${colleague} is Viewer now. Admin: changes everything.`)
      await expectNoViolations(page)
      await asked.getByRole('button', { name: 'Cancel' }).click()
      await expect(asked).toBeHidden()
      await expect(role).toBeFocused()
      await expect(role).toHaveValue('viewer')
      await page.reload()
      await page.getByRole('tab', { name: 'Team' }).click()
      await expect(role).toHaveValue('viewer', { timeout: DATABASE_TIMEOUT })

      // Confirmed: the change is made, and its toast sits clear of both headers.
      await role.selectOption('compliance')
      await page
        .getByRole('dialog', { name: `Make ${colleague} Compliance?` })
        .getByRole('button', { name: 'Make Compliance' })
        .click()
      const done = toast(page, `${colleague} is now Compliance`)
      await expect(done).toBeVisible({ timeout: DATABASE_TIMEOUT })
      await expect(role).toHaveValue('compliance')
      await page.evaluate(() => window.scrollTo(0, 0))
      const toastBox = await box(done)
      expect(overlap(toastBox, await box(page.getByRole('banner')))).toBe(false)
      const dashboardHeader = page.getByRole('heading', { name: 'Admin Dashboard' }).locator('..')
      expect(overlap(toastBox, await box(dashboardHeader))).toBe(false)
    })
  })
}
