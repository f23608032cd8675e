import { expect, test } from '@playwright/test'
import { expectNoViolations, isHydrationError, watchConsole } from './fixtures'

/** Public routes with their <h1> and <title> (docs/product.md §2). */
const pages = [
  { path: '/', heading: 'Building Resilient Futures Through Reinsurance', title: /^Hudson Reinsurance Partners \| / },
  { path: '/about', heading: 'About Hudson Reinsurance Partners', title: /^About \| / },
  { path: '/investment', heading: 'Investment Opportunities in Reinsurance', title: /^Investment Opportunities \| / },
  { path: '/process', heading: 'Our Investment Process', title: /^Our Investment Process \| / },
  { path: '/terms', heading: 'Terms of Service', title: /^Terms of Service \| / },
  { path: '/privacy', heading: 'Privacy Policy', title: /^Privacy Policy \| / },
  { path: '/disclaimer', heading: 'Disclaimer', title: /^Disclaimer \| / },
  { path: '/blog', heading: 'Reinsurance Insights', title: /^Blog \| / },
  {
    path: '/investment-calculator',
    heading: 'Maximize Your Investment Potential',
    title: /Hudson Reinsurance Partners/,
  },
  { path: '/contact', heading: 'Contact Us', title: /Hudson Reinsurance Partners/ },
  { path: '/schedule-consultation', heading: 'Schedule Your Consultation', title: /Hudson Reinsurance Partners/ },
]

/** Pages this spec owns for the axe sweep (the form pages have their own specs). */
const axePaths = ['/', '/about', '/investment', '/process', '/terms', '/privacy', '/disclaimer', '/no-such-page']

for (const { path, heading, title } of pages) {
  test(`${path} shows its heading and title and hydrates cleanly`, async ({ page }) => {
    const messages = watchConsole(page, ['error', 'warning'])
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page).toHaveTitle(title)
    // Content pages hydrate on the first interaction (src/boot.ts): give them one.
    await page.mouse.move(20, 20)
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true')
    await page.waitForLoadState('networkidle')
    expect(messages.filter((text) => isHydrationError(text))).toEqual([])
  })
}

for (const path of axePaths) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoViolations(page)
  })
}

test('home page content: Get Started to /contact, cards, steps, testimonials, JSON-LD', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact')
  for (const name of [
    'Decades of Expertise',
    'Tailored Solutions',
    'Financial Strength and Security',
    'Reliable Partnerships',
  ]) {
    await expect(main.getByRole('heading', { level: 3, name })).toBeVisible()
  }
  for (const name of ['Assess and Analyze', 'Design and Deploy', 'Monitor and Adapt']) {
    await expect(main.getByRole('heading', { level: 3, name })).toBeVisible()
  }
  await expect(main.locator('figure blockquote')).toHaveCount(3)
  const hero = main.getByRole('img').first()
  await expect(hero).toHaveAttribute('width', '560')
  await expect(hero).not.toHaveAttribute('loading', 'lazy')
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
  const org = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>
  expect(org).toMatchObject({ '@type': 'Organization', name: 'Hudson Reinsurance Partners', foundingDate: '2005' })
})

test('header turns white with a shadow after 20 px of scroll', async ({ page }) => {
  await page.goto('/about')
  const header = page.getByRole('banner')
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(before).not.toBe('rgb(255, 255, 255)')
  await page.mouse.wheel(0, 400)
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await expect(header).not.toHaveCSS('box-shadow', 'none')
  // AA contrast in the scrolled state too (the top-of-page state is covered by the axe sweep).
  await expectNoViolations(page, (b) => b.include('header'))
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveAttribute('data-scrolled', 'false')
})

test('desktop navigation marks the current page and links Get Started to the consultation', async ({ page }) => {
  await page.goto('/investment')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Investment' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Process' }).click()
  await expect(page).toHaveURL(/\/process$/)
  await expect(nav.getByRole('link', { name: 'Process' })).toHaveAttribute('aria-current', 'page')
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click()
  await expect(page).toHaveURL(/\/schedule-consultation$/)
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('opens with the links, closes on a link and on Escape with focus back on the toggle', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    // Closed menu: no Get Started at all (the desktop button is hidden below 768 px).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link')).toHaveText(['Home', 'About', 'Investment', 'Process', 'Contact'])
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Get Started' })).toBeVisible()
    await expectNoViolations(page)

    await menu.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await toggle.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })
})

test('footer has the quick links, address, e-mail and current year', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const quick = footer.getByRole('navigation', { name: 'Quick Links' })
  await expect(quick.getByRole('link')).toHaveText(['Blog', 'Terms of Service', 'Privacy Policy', 'Disclaimer'])
  await expect(footer.getByRole('link', { name: 'info@hudsonreinsurance.com' })).toHaveAttribute(
    'href',
    'mailto:info@hudsonreinsurance.com',
  )
  await expect(footer).toContainText('New York, NY')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Hudson Reinsurance Partners`)
  await quick.getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByText('Effective: June 1, 2023')).toBeVisible()
})

test('legal pages show their dates and sections', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.getByText('Last updated: June 1, 2023')).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(10)
  await expect(page.getByRole('heading', { name: '8. Governing Law' })).toBeVisible()
  await page.goto('/disclaimer')
  await expect(page.getByRole('heading', { name: '3. Investment Risks' })).toBeVisible()
})

test('unknown paths show the 404 page and log the attempted path', async ({ page }) => {
  const errors = watchConsole(page, ['error'])
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByText(/does not exist or has been moved/)).toBeVisible()
  await expect.poll(() => errors.some((text) => text.includes('/no-such-page'))).toBe(true)
  await expect(page).toHaveTitle(/^Page Not Found \| /)
  expect(errors.filter((text) => isHydrationError(text))).toEqual([])
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building Resilient Futures Through Reinsurance')
})

test('/admin redirects to /auth', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/auth$/)
})

// /admin has no page of its own: the host serves the fallback, which must not stay in the DOM.
test('/admin leaves no 404 markup behind after redirecting', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0, { timeout: 3000 })
})
