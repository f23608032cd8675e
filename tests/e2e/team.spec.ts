/**
 * The Team tab on the local backend (production build): an admin invites a colleague, who signs
 * in with the one-time password as a viewer (reads, changes nothing); the admin revokes them and
 * their next dashboard load is refused. axe on the invitation and revocation dialogs.
 */
import { expect, test } from '@playwright/test'
import { ADMIN, closeToasts, expectNoViolations, signIn, signInToDashboard, signOut, toast } from './fixtures'
import { DATABASE_TEST_TIMEOUT, DATABASE_TIMEOUT } from './local-database'

const COLLEAGUE = 'colleague@example.com'

test('invite a colleague, sign in as them, revoke: their next dashboard load is refused', async ({ page }) => {
  test.setTimeout(DATABASE_TEST_TIMEOUT)
  await signInToDashboard(page, ADMIN)
  await page.getByRole('tab', { name: 'Team' }).click()
  await expect(page.getByRole('row', { name: new RegExp(ADMIN.email) })).toBeVisible({ timeout: DATABASE_TIMEOUT })

  await page.getByRole('button', { name: 'Invite a colleague' }).click()
  const invite = page.getByRole('dialog', { name: 'Invite a colleague' })
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite.getByText('Enter a valid e-mail address')).toBeVisible()
  await invite.getByLabel(/E-mail address/).fill(COLLEAGUE)
  await closeToasts(page) // a fading toast's contrast is axe's to misjudge; closing it leaves the dialog open
  await expect(invite).toBeVisible()
  await expectNoViolations(page)
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  const shown = invite.getByLabel('One-time password')
  await expect(shown).toHaveText(/^[\w-]{24}$/, { timeout: DATABASE_TIMEOUT })
  const password = (await shown.textContent()) ?? ''
  await expectNoViolations(page)
  await invite.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('row', { name: new RegExp(COLLEAGUE) })).toContainText('Never signed in')
  await signOut(page)

  // The colleague, a viewer: the leads and the Overview, no Team, no Audit, no export.
  await signInToDashboard(page, { email: COLLEAGUE, password })
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Team' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Privacy request' })).toHaveCount(0)
  await signOut(page)

  await signInToDashboard(page, ADMIN)
  await page.getByRole('tab', { name: 'Team' }).click()
  const row = page.getByRole('row', { name: new RegExp(COLLEAGUE) })
  await expect(row).not.toContainText('Never signed in', { timeout: DATABASE_TIMEOUT })
  await row.getByRole('button', { name: `Revoke access for ${COLLEAGUE}` }).click()
  const confirm = page.getByRole('dialog', { name: `Revoke access for ${COLLEAGUE}?` })
  await expectNoViolations(page)
  await confirm.getByRole('button', { name: 'Revoke access' }).click()
  await expect(toast(page, `Access revoked for ${COLLEAGUE}`)).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await expect(page.getByRole('row', { name: new RegExp(COLLEAGUE) })).toHaveCount(0)
  await page.getByRole('tab', { name: 'Audit' }).click()
  await expect(page.getByRole('row', { name: /Access revoked/ })).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await signOut(page)

  // Their next load of the dashboard is refused.
  await signIn(page, { email: COLLEAGUE, password })
  await expect(toast(page, 'Access Denied')).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/admin-dashboard')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0)
})
