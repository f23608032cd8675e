import { expect, test, type Page } from '@playwright/test'
import {
  cardTitles,
  DATABASE_TEST_TIMEOUT,
  dbExpect,
  expectHydrated,
  expectNoViolations,
  insertRows,
  isHydrationError,
  openLocalDatabase,
  signInAsAdmin,
  watchConsole,
} from './fixtures'

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

/**
 * Stores posts in this browser's local database, as the admin area does (the local backend keeps
 * custom posts in public.blog_posts). Blog pages then open the database to read them.
 */
async function storePosts(page: Page, posts: object[]) {
  await openLocalDatabase(page)
  await insertRows(page, 'blog_posts', posts)
}

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

test.describe('custom posts of the local database', () => {
  test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

  test('merge in, newest first, open on their own page and among related articles', async ({ page }) => {
    await storePosts(page, [customPost])
    const messages = watchConsole(page)
    await page.goto('/blog')
    await dbExpect(cardTitles(page)).toHaveText([customPost.title, ...newestFirst])
    // The prerendered list (built-in posts only) hydrated before the custom post merged in.
    expect(messages.filter((text) => isHydrationError(text))).toEqual([])
    await page.getByRole('link', { name: `Read More about ${customPost.title}` }).click()
    await dbExpect(page.getByRole('heading', { level: 1, name: customPost.title })).toBeVisible()
    await expect(page.getByText('Second paragraph of the custom post.')).toBeVisible()
    await page.goto('/blog/tax-advantages-of-reinsurance')
    await dbExpect(page.getByRole('region', { name: 'Related Articles' }).getByRole('link').first()).toHaveAttribute(
      'href',
      `/blog/${customPost.slug}`,
    )
  })

  // A custom post has no prerendered page: its deep link must still render without a hydration error.
  test('a custom post deep link renders without a hydration error', async ({ page }) => {
    await storePosts(page, [customPost])
    const messages = watchConsole(page)
    await page.goto(`/blog/${customPost.slug}`)
    await dbExpect(page.getByRole('heading', { level: 1, name: customPost.title })).toBeVisible()
    expect(messages.filter((text) => isHydrationError(text))).toEqual([])
  })

  test('the database refuses a post whose slug breaks the rule, so the blog never reads one', async ({ page }) => {
    const badRow = { ...customPost, id: 'post-1', slug: 'Not A Slug', title: 'A corrupt row' }
    await expect(storePosts(page, [badRow])).rejects.toThrow(/blog_posts_slug_check/)
  })
})

/** Text only the named library's code contains: blog pages must download none of them. */
const heavyLibraries = {
  zod: 'ZodError',
  'TanStack Query': 'QueryClientProvider',
  'supabase-js': 'supabase-js',
  'the local database (PGlite)': 'pglite',
}

test('a browser without a local database reads the blog without the database, zod or TanStack Query', async ({
  page,
}) => {
  // Bodies are fetched again at the end: a response's own body is gone once its page is left.
  const loaded: string[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type === 'script' || response.url().endsWith('.wasm')) loaded.push(response.url())
  })
  await page.goto('/blog')
  await expect(cardTitles(page)).toHaveText([...newestFirst])
  await page.goto('/blog/tax-advantages-of-reinsurance')
  await expect(page.getByRole('region', { name: 'Related Articles' }).getByRole('link')).toHaveCount(3)
  await page.goto('/blog/no-such-article')
  await expect(page).toHaveURL(/\/blog$/)
  await page.waitForLoadState('networkidle')
  expect(loaded.length).toBeGreaterThan(0)
  expect(loaded.filter((url) => url.endsWith('.wasm'))).toEqual([])
  const found: string[] = []
  for (const url of new Set(loaded)) {
    const text = await (await page.request.get(url)).text()
    for (const [name, marker] of Object.entries(heavyLibraries))
      if (text.includes(marker)) found.push(`${name} in ${url}`)
  }
  expect([...new Set(found)]).toEqual([])
})

test('the detail page shows the article, reading time, related articles and JSON-LD', async ({ page }) => {
  const messages = watchConsole(page)
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
  // The app first: a click before it is live is hydration.spec's case (held back, then replayed).
  await expectHydrated(page)
  await page.getByRole('button', { name: 'Share this article' }).click()
  // sonner loads with the first toast: on a busy machine that takes longer than a usual wait.
  await expect(page.getByText('Link copied')).toBeVisible({ timeout: 15_000 })
  const copied = await page.evaluate(() => (window as Window & { __copied?: string[] }).__copied)
  expect(copied).toEqual([expect.stringMatching(/\/blog\/how-quarterly-distributions-work$/)])
})

for (const path of ['/blog', '/blog/understanding-reinsurance-investments']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoViolations(page)
  })
}

test.describe('posts written in the admin area', () => {
  test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

  test('show in the list (and its search), on their own page and among related articles; drafts only to the admin', async ({
    page,
  }) => {
    const title = `Sidecars and Cat Bonds, ${Date.now()}`
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
    await signInAsAdmin(page)
    await page.getByRole('tab', { name: 'Blog Posts' }).click()
    await page.getByRole('button', { name: 'Create Your First Post' }).click()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Title').blur()
    await expect(page.getByLabel('Slug')).toHaveValue(slug)
    await page.getByLabel('Excerpt').fill('Written in the admin area for the blog tests.')
    await page.getByLabel('Image URL').fill('/images/blog/og.png')
    await page.getByLabel('Content').fill('The first paragraph.\n\nThe second paragraph.')
    await page.getByRole('button', { name: 'Save Post' }).click()
    await dbExpect(page.getByRole('row').filter({ hasText: slug })).toBeVisible()

    // Today's date: newer than every built-in post, so first in the list and in Related Articles.
    await page.goto('/blog')
    await dbExpect(cardTitles(page)).toHaveText([title, ...newestFirst])
    await page.getByLabel('Search articles').fill('sidecars and cat')
    await expect(cardTitles(page)).toHaveText([title])
    await page.getByRole('link', { name: `Read More about ${title}` }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
    await dbExpect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.locator('article > div > p')).toHaveText(['The first paragraph.', 'The second paragraph.'])
    const related = page.getByRole('region', { name: 'Related Articles' })
    await expect(related.getByRole('heading', { level: 3 })).toHaveText(newestFirst.slice(0, 3))

    await page.goto('/blog/how-quarterly-distributions-work')
    await dbExpect(
      page.getByRole('region', { name: 'Related Articles' }).getByRole('heading', { level: 3 }),
    ).toHaveText([title, ...newestFirst.slice(0, 2)])

    // A draft stays off the list; its page shows to the signed-in admin (the dashboard links to it).
    const draft = {
      ...customPost,
      id: 'post-1900000000001',
      slug: 'a-draft-post',
      title: 'A Draft Post',
      published: false,
    }
    await insertRows(page, 'blog_posts', [draft])
    await page.goto('/blog')
    await dbExpect(cardTitles(page)).toHaveText([title, ...newestFirst])
    await page.goto(`/blog/${draft.slug}`)
    await dbExpect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible()
  })
})
