/**
 * The Mailbox tab on the local build: an e-mail the site wrote (queued as the database queues
 * every e-mail, private.enqueue_email) shows to an admin, newest first, with its kind in plain
 * words; it opens to its text, and its in-site link opens that page of the site. axe finds
 * nothing on the tab or the e-mail.
 */
import { expect, test } from '@playwright/test'
import { DATABASE_TEST_TIMEOUT, dbExpect, expectNoViolations, signInAsAdmin, sql } from './fixtures'

test.describe('the local Mailbox', () => {
  test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

  test('shows an e-mail the site wrote, opens it, and its link works', async ({ page }) => {
    const subject = `Your consultation ${Date.now()}`
    await signInAsAdmin(page)
    await sql(page, `select private.enqueue_email('booking_confirmation', 'mailbox@example.com', $1, $2)`, [
      subject,
      'Thank you for booking.\nManage it: /manage-booking?token=mailbox-test\nAbout us: https://www.example.com/about',
    ])

    await page.getByRole('tab', { name: 'Mailbox' }).click()
    const row = page
      .getByRole('table', { name: 'E-mails the site wrote, newest first' })
      .getByRole('row')
      .filter({ hasText: subject })
    await dbExpect(row).toContainText('mailbox@example.com')
    await expect(row).toContainText('Booking confirmation')
    await expect(row).toContainText('Not sent (local demo)')
    await expectNoViolations(page, (b) => b.exclude('[data-sonner-toaster]'))

    await row.getByRole('button', { name: `Open ${subject}` }).click()
    const dialog = page.getByRole('dialog', { name: subject })
    await expect(dialog.getByText('Thank you for booking.', { exact: false })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'https://www.example.com/about' })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expectNoViolations(page, (b) => b.exclude('[data-sonner-toaster]'))
    await dialog.getByRole('link', { name: '/manage-booking?token=mailbox-test' }).click()
    await expect(page).toHaveURL(/\/manage-booking\?token=mailbox-test$/)
  })
})
