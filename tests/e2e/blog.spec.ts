import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const newestFirst = [
  'Understanding Reinsurance Investments: A Primer for Qualified Investors',
  'Tax-Advantaged Growth: How Reinsurance Structures Can Work Harder for You',
  'Why Reinsurance Belongs in a Diversified Portfolio',
  'From Premium to Payout: How Quarterly Distributions Work',
] as const
const [primer, taxPost, , distributionsPost] = newestFirst

const customPost = {
  id: 'post-1900000000000',
  title: 'Catastrophe Bonds and Reinsurance Sidecars',
  excerpt: 'A custom post written in the admin area.',
  date: 'June 3, 2031',
  author: 'Hudson Re',
  image: '/images/blog/understanding-reinsurance-investments.svg',
  slug: 'catastrophe-bonds-and-sidecars',
  content: 'First paragraph of the custom post.\n\nSecond paragraph of the custom post.',
  published: true,
}

/** Production React reports a hydration mismatch as minified error 418 (or 419/421-425) on the page. */
const isHydrationError = (text: string) => /hydrat|react\.dev\/errors\/(418|419|42[1-5])\b/i.test(text)

function watchMessages(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  page.on('pageerror', (error) => messages.push(error.message))
  return messages
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })

test('the list shows the posts newest first with image, date, author and Read More', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Reinsurance Insights' })).toBeVisible()
  await expect(cardTitles(page)).toHaveText(newestFirst)
  const first = page.getByRole('article').first()
  await expect(first.locator('img')).toHaveAttribute('width', '640')
  await expect(first.locator('time')).toHaveText('March 12, 2024')
  await expect(first).toContainText('Eleanor Whitfield')
  await expect(first.getByRole('link', { name: /^Read More about Understanding Reinsurance/ })).toHaveAttribute(
    'href',
    '/blog/understanding-reinsurance-investments',
  )
  await expect(page.getByRole('textbox', { name: 'Search articles' }).or(page.getByRole('searchbox'))).toHaveAttribute(
    'placeholder',
    'Search articles...',
  )
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible()
})

test('search filters by title or excerpt, case-insensitively, with an empty state', async ({ page }) => {
  await page.goto('/blog')
  const search = page.getByLabel('Search articles')
  await search.fill('TAX-ADVANTAGED')
  await expect(cardTitles(page)).toHaveText([taxPost])
  await search.fill('trust or collateral')
  await expect(cardTitles(page)).toHaveCount(0)
  await search.fill('PREMIUM AN INSURER')
  await expect(cardTitles(page)).toHaveText([distributionsPost])
  await search.fill('cryptocurrency')
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible()
  await expect(page.getByText('Try adjusting your search term')).toBeVisible()
  await search.fill('')
  await expect(cardTitles(page)).toHaveCount(4)
})

test('custom posts from the posts port merge in, newest first, and open on their own page', async ({ page }) => {
  await page.addInitScript((post) => {
    // The local backend keeps custom posts in the post's own shape (SPEC section 3).
    localStorage.setItem('hre:v1:custom-posts', JSON.stringify([post]))
  }, customPost)
  const messages = watchMessages(page)
  await page.goto('/blog')
  await expect(cardTitles(page)).toHaveText([customPost.title, ...newestFirst])
  // The prerendered list (built-in posts only) hydrated before the custom post merged in.
  expect(messages.filter((text) => isHydrationError(text))).toEqual([])
  await page.getByRole('link', { name: `Read More about ${customPost.title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: customPost.title })).toBeVisible()
  await expect(page.getByText('Second paragraph of the custom post.')).toBeVisible()
  await page.goto(`/blog/${customPost.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: customPost.title })).toBeVisible()
})

// A custom post has no prerendered page: its deep link must still render without a hydration error.
test('a custom post deep link renders without a hydration error', async ({ page }) => {
  await page.addInitScript((post) => localStorage.setItem('hre:v1:custom-posts', JSON.stringify([post])), customPost)
  const messages = watchMessages(page)
  await page.goto(`/blog/${customPost.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: customPost.title })).toBeVisible()
  expect(messages.filter((text) => isHydrationError(text))).toEqual([])
})

test('the detail page shows the article, reading time, related articles and JSON-LD', async ({ page }) => {
  const messages = watchMessages(page)
  await page.goto('/blog/tax-advantages-of-reinsurance')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: taxPost })).toBeVisible()
  await expect(page).toHaveTitle(`${taxPost} | Hudson Reinsurance Partners`)
  await expect(main.getByRole('link', { name: 'Back to All Articles' })).toHaveAttribute('href', '/blog')
  await expect(main.getByText('February 20, 2024').first()).toBeVisible()
  await expect(main.getByText('Marcus Delgado')).toBeVisible()
  await expect(main.getByText(/\d+ min read/)).toBeVisible()
  await expect(main.locator('article > div > p')).toHaveCount(5)
  await expect(main.getByRole('heading', { name: 'Share this article' })).toBeVisible()
  const related = main.getByRole('region', { name: 'Related Articles' })
  await expect(related.getByRole('link')).toHaveCount(3)
  await expect(related.getByRole('heading', { level: 3 })).not.toContainText([taxPost])
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => (JSON.parse(node.textContent ?? '{}') as { '@type': string })['@type']))
  expect(types).toEqual(['BlogPosting', 'BreadcrumbList'])
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  expect(messages.filter((text) => isHydrationError(text))).toEqual([])

  await related.getByRole('link').first().click()
  await expect(main.getByRole('heading', { level: 1, name: primer })).toBeVisible()
  await main.getByRole('link', { name: 'Back to All Articles' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test('an unknown slug redirects to /blog', async ({ page }) => {
  await page.goto('/blog/no-such-article')
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Reinsurance Insights' })).toBeVisible()
})

test('share copies the link and says so when Web Share is unavailable', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    const copied: string[] = []
    Object.defineProperty(window, '__copied', { value: copied })
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
      configurable: true,
    })
  })
  await page.goto('/blog/how-quarterly-distributions-work')
  await page.getByRole('button', { name: 'Share this article' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  const copied = await page.evaluate(() => (window as Window & { __copied?: string[] }).__copied)
  expect(copied).toEqual([expect.stringMatching(/\/blog\/how-quarterly-distributions-work$/)])
})

for (const path of ['/blog', '/blog/understanding-reinsurance-investments']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations).toEqual([])
  })
}
