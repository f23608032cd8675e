/**
 * How the app takes over the prerendered HTML (src/boot.ts): content pages load it on the
 * visitor's first interaction, every other page right after the first paint; nothing a visitor
 * does before that is lost.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  DATABASE_TEST_TIMEOUT,
  expectHydrated,
  recordedEvents,
  scriptRequests,
  storedRows,
  SUBMIT_TIMEOUT,
} from './fixtures'

/** The chat panel's chunk loads on the first click: a busy machine can take longer than 7 s. */
const CHAT_CHUNK_TIMEOUT = 20_000

/** Holds back the app's own chunk until `release()` is called (the page stays plain HTML). */
async function holdBackApp(page: Page) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/main-*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

test('a content page is complete without the app, which loads on the first interaction', async ({ page }) => {
  const scripts = scriptRequests(page)
  await page.goto('/about')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1, name: 'About Hudson Reinsurance Partners' })).toBeVisible()
  expect(scripts.some((path) => path.includes('/main-'))).toBe(false)
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated')

  await page.mouse.move(20, 20)
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true')
  expect(scripts.some((path) => path.includes('/main-'))).toBe(true)
})

test('a page with a form hydrates without waiting for an interaction', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true')
})

test('the page view is recorded before the app has loaded', async ({ page }) => {
  await holdBackApp(page)
  await page.goto('/process')
  await page.mouse.move(20, 20)
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('userActivities') ?? ''))
    .toContain('Viewed /process')
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated')
})

test('links work as plain links before the app has loaded', async ({ page }) => {
  await holdBackApp(page)
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Investment' }).click()
  await expect(page).toHaveURL(/\/investment$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Opportunities in Reinsurance' })).toBeVisible()
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('a tap on the menu button before the app has loaded opens the menu once it has', async ({ page }) => {
    const release = await holdBackApp(page)
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    release()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' })).toBeVisible()
  })
})

test('a click on the chat button before the app has loaded opens the chat once it has', async ({ page }) => {
  const release = await holdBackApp(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Chat with our AI assistant' }).click()
  release()
  await expect(page.getByRole('dialog', { name: /assistant/i })).toBeVisible({ timeout: CHAT_CHUNK_TIMEOUT })
})

test('a click after the app has loaded is handled once, not replayed', async ({ page }) => {
  await page.goto('/')
  await page.mouse.move(20, 20)
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true')
  const toggle = page.getByRole('button', { name: 'Chat with our AI assistant' })
  await toggle.click()
  await expect(page.getByRole('dialog', { name: /assistant/i })).toBeVisible({ timeout: CHAT_CHUNK_TIMEOUT })
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
})

test('a page scrolled before the app has loaded stays where the visitor left it', async ({ page }) => {
  const release = await holdBackApp(page)
  await page.goto('/about')
  await page.mouse.move(200, 300)
  await page.mouse.wheel(0, 400)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400)
  release()
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true')
  expect(await page.evaluate(() => window.scrollY)).toBe(400)
})

test('a form submitted before the app has loaded is sent by the app, never by the browser', async ({ page }) => {
  test.setTimeout(DATABASE_TEST_TIMEOUT)
  const release = await holdBackApp(page)
  await page.goto('/contact')
  await page.getByLabel('Full Name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Message').fill('Sent before the scripts ran.')
  await page.getByRole('button', { name: 'Submit Message' }).click()
  // The browser's own submission would reload the page with the fields in the URL.
  await expect(page).toHaveURL(/\/contact$/)
  release()
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Form submitted successfully'),
  ).toBeVisible({ timeout: SUBMIT_TIMEOUT })
  expect((await storedRows(page)).map((row) => row.message)).toEqual(['Sent before the scripts ran.'])
  await expect(page).toHaveURL(/\/contact$/)
})

test('a blog search typed before the app has loaded filters the list once it has', async ({ page }) => {
  const release = await holdBackApp(page)
  await page.goto('/blog')
  await page.getByLabel('Search articles').fill('TAX-ADVANTAGED')
  release()
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
  await expect(page.getByLabel('Search articles')).toHaveValue('TAX-ADVANTAGED')
})

test('a click on a post’s share button before the app has loaded shares once it has', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.resolve() }, configurable: true })
  })
  const release = await holdBackApp(page)
  await page.goto('/blog/how-quarterly-distributions-work')
  await page.getByRole('button', { name: 'Share this article' }).click()
  release()
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Link copied')).toBeVisible()
})

test('a post scrolled before the app has loaded keeps its place when the app takes over', async ({ page }) => {
  const release = await holdBackApp(page)
  await page.goto('/blog/how-quarterly-distributions-work')
  const scrollY = () => page.evaluate(() => window.scrollY)
  await page.mouse.move(200, 300)
  await page.mouse.wheel(0, 1200)
  await expect.poll(scrollY).toBeGreaterThan(1000)
  const before = await scrollY()
  release()
  await expectHydrated(page)
  expect(await scrollY()).toBe(before)
  // The app's own navigation to another post starts at the top.
  await page.getByRole('region', { name: 'Related Articles' }).getByRole('link').first().click()
  await expect.poll(scrollY).toBe(0)
})

test.describe('a visitor who leaves at once', () => {
  const views = (page: Page) => page.evaluate(() => sessionStorage.getItem('userActivities') ?? '')

  test('is counted before the page has finished loading', async ({ page }) => {
    // What a script leaving the page at DOMContentLoaded would find: the view must be there already.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.dataset.viewsAtParse = sessionStorage.getItem('userActivities') ?? ''
      }),
    )
    await page.goto('/about', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('html')).toHaveAttribute('data-views-at-parse', /Viewed \/about/)
  })

  test('still counts when leaving right after the load event', async ({ page }) => {
    await page.goto('/about')
    await page.goto('/process')
    expect(await views(page)).toContain('Viewed /about')
    // ...and the view reached the backend as the page went (here the local one, whose events wait
    // in this browser for its database), not only this tab's own records: the Overview counts the bounce.
    expect((await recordedEvents(page)).map((event) => event.details)).toContain('Viewed /about')
  })

  test('still counts when leaving by a link right after the load event', async ({ page }) => {
    await page.goto('/investment')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Process' }).click()
    await expect(page).toHaveURL(/\/process$/)
    expect(await views(page)).toContain('Viewed /investment')
  })
})
