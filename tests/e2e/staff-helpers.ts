/**
 * Helpers of the team and privacy specs: the dashboard's sign-in and sign-out. The local database
 * they seed and read is opened by the page's own app (./local-database.ts).
 */
import { expect, type Page } from '@playwright/test'
import { DATABASE_TIMEOUT } from './local-database'

/**
 * Signs in on /auth. A page already there (after Sign Out, or after seeding the database) is used
 * as it is: every page load opens the local database again, which takes minutes on a loaded machine.
 */
export async function signInOnAuthPage(page: Page, account: { email: string; password: string }) {
  if (!/\/auth$/.test(page.url())) await page.goto('/auth')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Signs in and waits for the dashboard. */
export async function signInToDashboard(page: Page, account: { email: string; password: string }) {
  await signInOnAuthPage(page, account)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: DATABASE_TIMEOUT })
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/auth$/, { timeout: DATABASE_TIMEOUT })
}
