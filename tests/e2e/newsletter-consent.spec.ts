/**
 * The newsletter asks first (issue 35, item 5), on the local build: a visitor signs up on the
 * blog; the confirmation e-mail the database queued shows in the admin's local Mailbox, whose
 * link opens the confirm page; its button subscribes the address; the unsubscribe link's page
 * takes it off again; a used link changes nothing; the Subscribers tab shows the address. axe on
 * both pages.
 */
import { expect, test } from '@playwright/test'
import {
  closeToasts,
  dbExpect,
  DATABASE_TEST_TIMEOUT,
  expectHydrated,
  expectNoViolations,
  signInAsAdmin,
  SUBMIT_TIMEOUT,
} from './fixtures'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

test('sign up on the blog, confirm from the Mailbox, then unsubscribe from its link', async ({ page }) => {
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

  await signInAsAdmin(page)
  await page.getByRole('tab', { name: 'Mailbox', exact: true }).click()
  const row = page
    .getByRole('table', { name: 'E-mails the site wrote, newest first' })
    .getByRole('row', { name: new RegExp(address) })
  await dbExpect(row).toBeVisible()
  await row.getByRole('button', { name: /Open/ }).click()
  const mail = page.getByRole('dialog', { name: 'Please confirm your newsletter subscription' })
  await expect(mail).toContainText('165 Broadway, Suite 2300, New York, NY 10006')
  const unsubscribeLink = await mail
    .getByRole('link', { name: /\/newsletter\/unsubscribe\?token=/ })
    .getAttribute('href')
  const confirm = mail.getByRole('link', { name: /\/newsletter\/confirm\?token=/ })
  const confirmLink = await confirm.getAttribute('href')
  await confirm.click()

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeVisible()
  // The Mailbox's dialog closes as the link navigates, and the sign-in's toast is closed: axe
  // looks at the page alone.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await closeToasts(page)
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await dbExpect(page.getByRole('heading', { name: 'You are subscribed' })).toBeFocused()
  await expectNoViolations(page)

  await page.goto(unsubscribeLink ?? '')
  await expectHydrated(page)
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await dbExpect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeFocused()

  await page.goto(confirmLink ?? '')
  await expectHydrated(page)
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await dbExpect(page.getByRole('heading', { name: 'This link was used already' })).toBeVisible()
  await expect(page.getByText(/Nothing was changed\./)).toBeVisible()

  await page.goto('/admin-dashboard')
  await page.getByRole('tab', { name: 'Subscribers', exact: true }).click()
  const subscriber = page
    .getByRole('table', { name: 'Newsletter subscribers, newest first' })
    .getByRole('row', { name: new RegExp(address) })
  await dbExpect(subscriber).toContainText('Unsubscribed')
  await expect(subscriber).toContainText('newsletter-2026-11')
  await expectNoViolations(page)
})
