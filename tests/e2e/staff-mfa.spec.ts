/**
 * A second factor for staff on the local backend (issue 31, item 7): an admin enrols an
 * authenticator app (the QR code and the setup key; the test computes the app's codes from the
 * key shown, RFC 6238 with otpauth, the library the local backend verifies with), then signs in
 * with a password and a code, a wrong code said on the field that keeps the focus. With the firm's
 * requirement turned on, a staff member signing in with a password alone reads no staff data and
 * is told to set up the factor, which opens the dashboard. axe on each new screen.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { ADMIN, closeToasts, expectNoViolations, signIn, signInToDashboard, signOut, toast } from './fixtures'
import { DATABASE_TEST_TIMEOUT, DATABASE_TIMEOUT } from './local-database'

const codeFor = (setupKey: string) =>
  new TOTP({ secret: Secret.fromBase32(setupKey.replace(/\s+/g, '')), digits: 6, period: 30 }).generate()

/** A code that is not the app's now (nor one step either side). */
const wrongCode = (setupKey: string) => {
  const right = codeFor(setupKey)
  return right === '123456' ? '654321' : '123456'
}

/** In `scope`, sets up the authenticator app from the key shown; answers the key. */
async function enrol(page: Page, scope: Locator): Promise<string> {
  await scope.getByRole('button', { name: 'Set up two-step sign-in' }).click()
  await expect(scope.getByRole('img', { name: /QR code for your authenticator app/ })).toBeVisible({
    timeout: DATABASE_TIMEOUT,
  })
  const setupKey = (await scope.getByLabel('Setup key').textContent()) ?? ''
  expect(setupKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/)
  await closeToasts(page) // a fading toast's contrast is axe's to misjudge
  await expectNoViolations(page)
  const code = scope.getByLabel(/^6-digit code/)
  await code.fill(wrongCode(setupKey))
  await scope.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(code).toHaveAccessibleDescription(/That code is not right/, { timeout: DATABASE_TIMEOUT })
  await expect(code).toBeFocused()
  await code.fill(codeFor(setupKey))
  await scope.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(toast(page, 'Two-step sign-in is on')).toBeVisible({ timeout: DATABASE_TIMEOUT })
  return setupKey
}

test('an admin enrols an authenticator app, then signs in with a password and a code', async ({ page }) => {
  test.setTimeout(DATABASE_TEST_TIMEOUT)
  await signInToDashboard(page, ADMIN)
  await page.getByRole('button', { name: 'Two-step sign-in' }).click()
  const setupKey = await enrol(page, page.getByRole('dialog', { name: 'Two-step sign-in' }))
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await signOut(page)

  await signIn(page, ADMIN)
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0)
  const code = page.getByLabel(/^6-digit code/)
  await expect(code).toBeFocused()
  await closeToasts(page) // a fading toast's contrast is axe's to misjudge
  await expectNoViolations(page)
  await code.fill(wrongCode(setupKey))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(code).toHaveAccessibleDescription(/That code is not right/, { timeout: DATABASE_TIMEOUT })
  await expect(code).toBeFocused()
  await code.fill(codeFor(setupKey))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: DATABASE_TIMEOUT })

  // A reload keeps the second level: no code asked again.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: DATABASE_TIMEOUT })
})

test('with the requirement on, a staff member without a factor reads no staff data and is told to enrol', async ({
  page,
}) => {
  test.setTimeout(DATABASE_TEST_TIMEOUT)
  const viewer = 'mfa.viewer@example.com'
  await signInToDashboard(page, ADMIN)
  await page.getByRole('tab', { name: 'Team' }).click()
  await page.getByRole('button', { name: 'Invite a colleague' }).click()
  const invite = page.getByRole('dialog', { name: 'Invite a colleague' })
  await invite.getByLabel(/E-mail address/).fill(viewer)
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  const shown = invite.getByLabel('One-time password')
  await expect(shown).toHaveText(/^[\w-]{24}$/, { timeout: DATABASE_TIMEOUT })
  const password = (await shown.textContent()) ?? ''
  await invite.getByRole('button', { name: 'Done' }).click()

  const requirement = page.getByRole('checkbox', { name: 'Require two-step sign-in for staff' })
  await expect(requirement).not.toBeChecked({ timeout: DATABASE_TIMEOUT })
  await closeToasts(page) // a fading toast's contrast is axe's to misjudge
  await expectNoViolations(page)
  await requirement.click()
  // The admin's own session is at the first level: the dashboard closes until they enrol too.
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible({
    timeout: DATABASE_TIMEOUT,
  })
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/auth$/, { timeout: DATABASE_TIMEOUT })

  const reads: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') reads.push(message.text())
  })
  await signIn(page, { email: viewer, password })
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible({
    timeout: DATABASE_TIMEOUT,
  })
  await expect(page.getByText(/staff data stays closed until you have set one up/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0)
  await expect(page.getByRole('tab', { name: 'Form Submissions' })).toHaveCount(0)
  await closeToasts(page) // a fading toast's contrast is axe's to misjudge
  await expectNoViolations(page)

  await enrol(page, page.getByRole('main'))
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: DATABASE_TIMEOUT })
  await expect(page.getByRole('tab', { name: 'Form Submissions' })).toBeVisible()
  expect(reads.filter((text) => /42501|permission denied/i.test(text))).toEqual([])
})
