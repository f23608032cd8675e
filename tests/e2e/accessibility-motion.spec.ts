/**
 * Reduced motion: with the preference set, no transition or animation longer than 0.01 s and no
 * smooth scrolling; without it, the site does animate (so the check is not vacuous).
 */
import { expect, test, type Page } from '@playwright/test'
import { openCalendar } from './accessibility-steps'
import { contentPaths, POST } from './routes'
import { bookingDay, DATABASE_TEST_TIMEOUT, openChat, signInAsAdmin, TODAY } from './fixtures'

/** Longest transition or animation (seconds) on any element, and every running animation's length. */
function longestMotion(page: Page) {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      Math.max(0, ...list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v))))
    let longest = 0
    let where = ''
    for (const el of [document.documentElement, ...document.querySelectorAll('*')]) {
      for (const pseudo of [null, '::before', '::after']) {
        const cs = getComputedStyle(el, pseudo)
        const hasAnimation = cs.animationName !== 'none'
        const hasTransition = cs.transitionProperty !== 'none' && cs.transitionProperty !== ''
        const t = Math.max(
          hasTransition ? seconds(cs.transitionDuration) : 0,
          hasAnimation ? seconds(cs.animationDuration) : 0,
        )
        if (t > longest) {
          longest = t
          where = `${el.tagName.toLowerCase()}${pseudo ?? ''}.${String(el.getAttribute('class')).slice(0, 60)}`
        }
      }
    }
    const running = document
      .getAnimations()
      .map((a) => Number(a.effect?.getComputedTiming().activeDuration ?? 0))
      .filter((ms) => ms > 10)
    const scroll = [
      getComputedStyle(document.documentElement).scrollBehavior,
      getComputedStyle(document.body).scrollBehavior,
    ]
    return { longest, where, running, scroll }
  })
}

async function expectNoMotion(page: Page) {
  const motion = await longestMotion(page)
  expect(motion.longest, `longest motion on ${motion.where}`).toBeLessThanOrEqual(0.01)
  expect(motion.running).toEqual([])
  expect(motion.scroll).toEqual(['auto', 'auto'])
}

test.describe('reduced motion', () => {
  test('without the preference the site does animate (the check below is not vacuous)', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('banner')).toHaveCSS('transition-duration', '0.2s')
  })

  test.describe('with prefers-reduced-motion: reduce', () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
    })

    test('content pages, header states, mobile menu', async ({ page }) => {
      for (const path of contentPaths) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoMotion(page)
      }
      await page.mouse.wheel(0, 400)
      await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true')
      await expectNoMotion(page)
      await page.setViewportSize({ width: 375, height: 740 })
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
      await expectNoMotion(page)
    })

    test('chat panel while an answer is awaited (spinner)', async ({ page }) => {
      const { dialog: panel } = await openChat(page)
      await expectNoMotion(page)
      await panel.getByRole('textbox', { name: 'Your question' }).fill('What is the minimum investment?')
      await panel.getByRole('button', { name: 'Send message' }).click()
      await expectNoMotion(page)
      await expect(panel.getByRole('listitem')).toHaveCount(3)
      await expectNoMotion(page)
    })

    test('calendar popover, select list, toasts', async ({ page }) => {
      await page.clock.setFixedTime(TODAY)
      await openCalendar(page)
      await expectNoMotion(page)
      await page.getByRole('button', { name: bookingDay(1).button }).click()
      await page.getByRole('combobox', { name: 'Preferred Time (New York time)' }).click()
      await expect(page.getByRole('listbox')).toBeVisible()
      await expectNoMotion(page)
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Schedule Consultation' }).click()
      await expect(page.getByRole('alert').first()).toBeVisible()
      await page.goto(POST)
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
      await page.getByRole('button', { name: 'Share this article' }).click()
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
      await expectNoMotion(page)
    })

    test('admin dialog and tabs', async ({ page }) => {
      test.setTimeout(DATABASE_TEST_TIMEOUT)
      await signInAsAdmin(page)
      await expectNoMotion(page)
      await page.getByRole('tab', { name: 'Page Views' }).click()
      await expectNoMotion(page)
      await page.getByRole('button', { name: 'Refresh Data' }).click()
      await expectNoMotion(page)
    })

    test('in-page scrolling is instant', async ({ page }) => {
      await page.goto('/terms')
      const target = page.getByRole('heading', { name: '8. Governing Law' })
      const id = await target.getAttribute('id')
      expect(id).toBeTruthy()
      await page.evaluate(
        (hash) => {
          window.location.hash = hash
        },
        `#${id ?? ''}`,
      )
      // Instant: the heading is in view in the same frame, not after an animated scroll.
      const inView = await page.evaluate(
        () => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(window.scrollY > 200))),
      )
      expect(inView).toBe(true)
    })
  })
})
