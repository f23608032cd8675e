/**
 * The newsletter asks first (issue 35, item 5), on the local build: a visitor signs up on the
 * blog; the database queues the confirmation e-mail (read here from the local database's
 * outbound_emails, where the local Mailbox reads it); its link opens the confirm page, whose
 * button subscribes the address; the unsubscribe link's page takes it off again; the admin's
 * Subscribers tab shows it. axe on both pages.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  dbExpect,
  DATABASE_TEST_TIMEOUT,
  expectHydrated,
  expectNoViolations,
  signInAsAdmin,
  sql,
  SUBMIT_TIMEOUT,
} from './fixtures'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

/** The confirmation e-mail's text (the page must have the local database open). */
async function confirmationText(page: Page, address: string): Promise<string> {
  let text = ''
  await dbExpect
    .poll(async () => {
      const rows = await sql<{ body_text: string }>(
        page,
        `select body_text from public.outbound_emails where recipient = $1 and kind = 'newsletter_confirmation'`,
        [address],
      )
      text = rows[0]?.body_text ?? ''
      return rows.length
    })
    .toBe(1)
  return text
}

const linkIn = (text: string, path: string) => new RegExp(`${path}\\?token=[0-9a-f.-]+`).exec(text)?.[0] ?? ''

test('sign up on the blog, confirm from the e-mail, then unsubscribe from its link', async ({ page }) => {
  const address = `reader-${Date.now()}@example.com`
  await page.goto('/blog')
  await expectHydrated(page)
  await page.getByRole('textbox', { name: 'Email address' }).fill(address)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(
    page.getByText(`Almost there: we sent a confirmation link to ${address}.`, { exact: false }),
  ).toBeVisible({
    timeout: SUBMIT_TIMEOUT,
  })
  const mail = await confirmationText(page, address)
  const confirmLink = linkIn(mail, '/newsletter/confirm')
  const unsubscribeLink = linkIn(mail, '/newsletter/unsubscribe')
  expect(mail).toContain('165 Broadway, Suite 2300, New York, NY 10006')

  await page.goto(confirmLink)
  await expectHydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeVisible()
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await dbExpect(page.getByRole('heading', { name: 'You are subscribed' })).toBeFocused()
  await expectNoViolations(page)

  await page.goto(unsubscribeLink)
  await expectHydrated(page)
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await dbExpect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeFocused()

  await page.goto(confirmLink)
  await expectHydrated(page)
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await dbExpect(page.getByRole('heading', { name: 'This link was used already' })).toBeVisible()
  await expect(page.getByText(/Nothing was changed\./)).toBeVisible()

  await signInAsAdmin(page)
  await page.getByRole('tab', { name: 'Subscribers', exact: true }).click()
  const row = page
    .getByRole('table', { name: 'Newsletter subscribers, newest first' })
    .getByRole('row', { name: new RegExp(address) })
  await dbExpect(row).toContainText('Unsubscribed')
  await expect(row).toContainText('newsletter-2026-11')
  await expectNoViolations(page)
})
