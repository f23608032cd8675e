/**
 * An invitation accepted end to end on the local backend (issue 31, item 6): an admin invites a
 * colleague, the test follows the link the local backend produced (no mail in a local build), the
 * link's tokens leave the address bar and the history at once, the colleague sets a password
 * (Auth's rules said on the field), is offered two-step sign-in, lands in the dashboard, and signs
 * in again with the new password; the used link opens nothing. axe on each new screen.
 */
import { expect, test } from '@playwright/test'
import { ADMIN, closeToasts, expectNoViolations, signInToDashboard, signOut } from './fixtures'
import { DATABASE_TEST_TIMEOUT, DATABASE_TIMEOUT } from './local-database'

const COLLEAGUE = 'invited.colleague@example.com'
const PASSWORD = 'correct horse battery staple'

test('an invited colleague sets a password from the link and lands signed in', async ({ page }) => {
  test.setTimeout(DATABASE_TEST_TIMEOUT)
  await signInToDashboard(page, ADMIN)
  await page.getByRole('tab', { name: 'Team' }).click()
  await page.getByRole('button', { name: 'Invite a colleague' }).click()
  const invite = page.getByRole('dialog', { name: 'Invite a colleague' })
  await invite.getByLabel(/E-mail address/).fill(COLLEAGUE)
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  const link = invite.getByRole('link', { name: `Invitation link for ${COLLEAGUE}` })
  await expect(link).toBeVisible({ timeout: DATABASE_TIMEOUT })
  const href = (await link.getAttribute('href')) ?? ''
  expect(new URL(href).pathname).toBe('/auth/accept-invite')
  expect(new URL(href).searchParams.get('token_hash')).toMatch(/^[0-9a-f]{56}$/)
  await invite.getByRole('button', { name: 'Done' }).click()
  await signOut(page)

  await page.goto(href)
  await expect(page.getByRole('heading', { name: 'Welcome to the team' })).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await expect(page).toHaveURL(/\/auth\/accept-invite$/)
  expect(await page.evaluate(() => window.location.href)).not.toContain('token_hash')
  await expect(page.getByText(`Choose a password for ${COLLEAGUE}.`)).toBeVisible()
  await closeToasts(page) // a fading toast's contrast is axe's to misjudge
  await expectNoViolations(page)

  const password = page.getByLabel(/^New password/)
  await password.fill('too short')
  await page.getByLabel(/^Confirm password/).fill('too short')
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(password).toHaveAccessibleDescription(/Use at least 12 characters/)
  await expect(password).toBeFocused()
  await password.fill(PASSWORD)
  await page.getByLabel(/^Confirm password/).fill(`${PASSWORD}!`)
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByLabel(/^Confirm password/)).toHaveAccessibleDescription(/The two passwords differ/)
  await page.getByLabel(/^Confirm password/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Set password' }).click()

  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible({
    timeout: DATABASE_TIMEOUT,
  })
  await expect(page.getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible()
  await closeToasts(page) // a fading toast's contrast is axe's to misjudge
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Not now: go to the dashboard' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await expect(page.getByRole('tab', { name: 'Team' })).toHaveCount(0) // a viewer
  // The history holds no entry with the link's token.
  await page.goBack()
  expect(page.url()).not.toContain('token_hash')
  await page.goto('/admin-dashboard')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await signOut(page)

  await signInToDashboard(page, { email: COLLEAGUE, password: PASSWORD })
  await signOut(page)
  await page.goto(href)
  await expect(page.getByRole('heading', { name: 'This invitation cannot be opened' })).toBeVisible({
    timeout: DATABASE_TIMEOUT,
  })
  await expect(page.getByRole('alert')).toContainText('Email link is invalid or has expired')
  await closeToasts(page) // a fading toast's contrast is axe's to misjudge
  await expectNoViolations(page)
})
