/**
 * Helpers of the team and privacy specs: the local database (opened by the page's own app,
 * then queried as its superuser through the devtools console) and the dashboard's sign-in.
 */
import { expect, type Page } from '@playwright/test'

/** The local database's first open in a page can take a minute on a busy machine. */
export const DATABASE_TIMEOUT = 180_000

/** Runs SQL on this browser's local database, once the app has opened it. */
export async function sql<T = Record<string, unknown>>(page: Page, query: string, params: unknown[] = []) {
  await page.waitForFunction(() => window.hreLocalDatabase !== undefined, undefined, { timeout: DATABASE_TIMEOUT })
  return page.evaluate(([q, p]) => window.hreLocalDatabase?.query(q, p) ?? Promise.resolve([]), [
    query,
    params,
  ] as const) as Promise<T[]>
}

/**
 * Signs in on /auth. A page already there (after Sign Out) is used as it is: every page load opens
 * the local database again, which takes minutes on a loaded machine.
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
