/**
 * Every page as it loads, in the production build: axe (every rule, every impact) on each public
 * route with nothing open; AA colour contrast in both header states, desktop and mobile; page
 * titles share one typeface; no emoji serve as icons.
 */
import { expect, test } from '@playwright/test'
import { openPublicPath } from './accessibility-steps'
import { visitorPaths } from './routes'
import { expectNoViolations } from './fixtures'

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
]) {
  test.describe(`axe on every public route, nothing open, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    for (const path of visitorPaths) {
      test(path, async ({ page }) => {
        await openPublicPath(page, path)
        await expectNoViolations(page)
      })
    }
  })
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
]) {
  test.describe(`header contrast, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const path of ['/', '/about', '/contact', '/blog']) {
      test(`${path}: AA at the top and after 20 px of scroll`, async ({ page }) => {
        await page.goto(path)
        const header = page.getByRole('banner')
        await expect(header).toHaveAttribute('data-scrolled', 'false')
        await expect(header).toHaveCSS('background-color', 'rgb(238, 244, 251)')
        await expectNoViolations(page, (b) => b.include('header').withRules(['color-contrast']))
        if (viewport.name === 'mobile') {
          await page.getByRole('button', { name: 'Menu' }).click()
          await expectNoViolations(page, (b) => b.include('header').withRules(['color-contrast']))
          await page.getByRole('button', { name: 'Menu' }).click()
        }
        await page.mouse.wheel(0, 400)
        await expect(header).toHaveAttribute('data-scrolled', 'true')
        await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
        await expect(header).not.toHaveCSS('box-shadow', 'none')
        await expectNoViolations(page, (b) => b.include('header').withRules(['color-contrast']))
        if (viewport.name === 'mobile') {
          await page.getByRole('button', { name: 'Menu' }).click()
          await expectNoViolations(page, (b) => b.include('header').withRules(['color-contrast']))
        }
      })
    }
  })
}

test('every page title uses the display serif', async ({ page }) => {
  test.slow() // one page load per public route, in one test
  const families = new Set<string>()
  for (const path of visitorPaths) {
    await page.goto(path)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toBeVisible()
    families.add(await h1.evaluate((el) => getComputedStyle(el).fontFamily))
  }
  expect([...families]).toHaveLength(1)
  expect([...families][0]).toMatch(/serif$/)
  expect([...families][0]).toMatch(/Georgia/)
})

test('no emoji stand in for icons on the home, process and investment pages', async ({ page }) => {
  for (const path of ['/', '/process', '/investment']) {
    await page.goto(path)
    const text = await page.locator('body').innerText()
    // © and the like are pictographic too, but every text font has them: emoji proper only.
    expect(text.match(/\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/gu) ?? [], path).toEqual([])
  }
  await page.goto('/')
  const steps = page.getByRole('region', { name: 'How We Support You' }).getByRole('listitem')
  await expect(steps).toHaveCount(3)
  for (const step of await steps.all()) {
    await expect(step.locator('svg[aria-hidden="true"]')).toHaveCount(1)
  }
})
