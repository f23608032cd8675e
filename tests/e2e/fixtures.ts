/**
 * Helpers shared by the browser specs: accounts, storage keys and readers, the local database
 * (waiting for it, reading and seeding it), toasts, sign-in, the chat panel, axe, hydration and
 * console watchers. Each spec keeps the helpers only it uses.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type ConsoleMessage, type Page } from '@playwright/test'
import { DATABASE_TIMEOUT, SUBMIT_TIMEOUT, waitForLocalDatabase } from './local-database'

export * from './local-database'

/** The local backend's seeded accounts. */
export const ADMIN = { email: 'admin@example.com', password: 'admin-password' }
export const MEMBER = { email: 'member@example.com', password: 'member-password' }

/**
 * "Today" in the browser of tests that book consultations: a Monday, 15:00 UTC (10 or 11 in New
 * York), 7 to 42 days after the real date, whose week (the Friday before to the Sunday after)
 * lies in one month. The calendar then offers known weekdays on one page, and every day the tests
 * book lies inside the database's window (today to 62 days ahead), which the database measures
 * by the real clock, not the page's.
 */
export const TODAY = bookingMonday(new Date())

function dayFrom(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000)
}

function bookingMonday(now: Date): Date {
  const ahead = 7 + ((8 - now.getUTCDay()) % 7)
  let monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ahead, 15))
  const sameMonth = (a: Date, b: Date) => a.getUTCMonth() === b.getUTCMonth()
  while (!sameMonth(dayFrom(monday, -3), dayFrom(monday, 6))) monday = dayFrom(monday, 7)
  return monday
}

/** The UTC offset of a time zone at an instant, as `-05:00`. */
export function utcOffset(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at)
  const offset = parts.find((part) => part.type === 'timeZoneName')?.value.replace('GMT', '') ?? ''
  return offset || '+00:00'
}

/**
 * The day `offset` days after TODAY (1 is Tuesday): as stored (`2030-03-05`), the calendar's day
 * button (`/March 5th, 2030/`) and as the forms write it (`Tuesday, March 5, 2030`).
 */
export function bookingDay(offset: number) {
  const day = dayFrom(TODAY, offset)
  const month = day.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })
  const weekday = day.toLocaleString('en-US', { weekday: 'long', timeZone: 'UTC' })
  const date = day.getUTCDate()
  const ordinal =
    date % 10 === 1 && date !== 11
      ? 'st'
      : date % 10 === 2 && date !== 12
        ? 'nd'
        : date % 10 === 3 && date !== 13
          ? 'rd'
          : 'th'
  const year = day.getUTCFullYear()
  return {
    iso: day.toISOString().slice(0, 10),
    button: new RegExp(`${month} ${date}${ordinal}, ${year}`),
    long: `${weekday}, ${month} ${date}, ${year}`,
  }
}

/** The toast (a list item in the notifications region) whose text contains `text`. */
export const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text })

/**
 * Closes the toasts still open and waits until none is left (sonner also closes each after a few
 * seconds: on a loaded machine a toast may be gone before the page it announced has loaded).
 */
export async function closeToasts(page: Page) {
  const open = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')
  await expect(async () => {
    const close = open.getByRole('button', { name: 'Close toast' })
    // sonner reveals the close button on hover; force skips that animation.
    if ((await close.count()) > 0) await close.first().click({ force: true, timeout: 2_000 })
    await expect(open).toHaveCount(0, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

/** On the consultation form (contact fields filled): picks a day and a time, books, sees it confirmed. */
export async function scheduleConsultation(page: Page, day: RegExp, time: string) {
  await page.getByRole('button', { name: 'Preferred Date' }).click()
  await page.getByRole('button', { name: day }).click()
  await page.getByRole('combobox', { name: 'Preferred Time (New York time)' }).click()
  await page.getByRole('option', { name: time, exact: true }).click()
  // The calendar asked the database for the month's taken slots: the booking is answered at once.
  await waitForLocalDatabase(page)
  await page.getByRole('button', { name: 'Schedule Consultation' }).click()
  await expect(toast(page, 'Consultation Scheduled')).toBeVisible({ timeout: SUBMIT_TIMEOUT })
}

/** Signs in on /auth. The answer (and the dashboard) waits for the local database: DATABASE_TIMEOUT. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  // A page already on /auth (where a test seeded the database) keeps the database it opened.
  if (new URL(page.url()).pathname !== '/auth') await page.goto('/auth')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Signs in and waits for the dashboard. */
export async function signInToDashboard(page: Page, account: { email: string; password: string }) {
  await signIn(page, account)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: DATABASE_TIMEOUT })
}

export const signInAsAdmin = (page: Page) => signInToDashboard(page, ADMIN)

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/auth$/, { timeout: DATABASE_TIMEOUT })
}

/** The titles of the blog list's cards, in the order shown. */
export const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })

/** Opens the chat panel on the home page; focus moves to the question box. */
export async function openChat(page: Page) {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: /chat/i })
  await toggle.click()
  const dialog = page.getByRole('dialog', { name: /assistant/i })
  await expect(dialog).toBeVisible()
  const input = dialog.getByRole('textbox', { name: 'Your question' })
  await expect(input).toBeFocused()
  return {
    toggle,
    dialog,
    input,
    send: dialog.getByRole('button', { name: 'Send message' }),
    messages: dialog.getByRole('region', { name: 'Conversation' }),
  }
}

/** axe with every rule it runs by default (all impacts, best practices included), unless configured. */
export async function axeViolations(page: Page, configure: (builder: AxeBuilder) => AxeBuilder = (b) => b) {
  // A colour half-way through a transition (a toast fading in or out) is not the page's: axe looks
  // once every finite animation has settled (a spinner's endless one is left to run).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  )
  const results = await configure(new AxeBuilder({ page })).analyze()
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => `${n.target.join(' ')} [${n.any[0]?.message ?? n.all[0]?.message ?? n.none[0]?.message ?? ''}]`).join(', ')}`,
  )
}

export async function expectNoViolations(page: Page, configure?: (builder: AxeBuilder) => AxeBuilder) {
  expect(await axeViolations(page, configure)).toEqual([])
}

/** The app marks #root once React has hydrated the served page (src/main.tsx). */
export const expectHydrated = (page: Page) => expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true')

/** Production React reports a hydration mismatch as minified error 418 (or 419/421-425) on the page. */
export const isHydrationError = (text: string) => /hydrat|react\.dev\/errors\/(418|419|42[1-5])\b/i.test(text)

/** Collects console messages (all, or only the given types) and uncaught page errors from now on. */
export function watchConsole(page: Page, types?: ReturnType<ConsoleMessage['type']>[]): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (!types || types.includes(message.type())) messages.push(message.text())
  })
  page.on('pageerror', (error) => messages.push(error.message))
  return messages
}

/** Collects the paths of the scripts the page requests from now on. */
export function scriptRequests(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}
