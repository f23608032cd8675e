/**
 * A Supabase-mode build prerenders the posts it reads from the project, so search engines and link
 * previews see them without running any script: the article with its image and description, its
 * meta tags and JSON-LD, a card on the blog list, an entry in the sitemap and in the RSS feed. Run
 * on the build scripts/test.sh makes with tests/build/live-project.mjs answering the read with one
 * post (tests/build/live-post.json). JavaScript is off (the HTML a crawler gets), except where a
 * test says it hydrates.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { cardTitles, expectHydrated, watchConsole } from './fixtures'

const SUPABASE_URL = process.env.VITE_SUPABASE_URL ?? ''
const post = JSON.parse(readFileSync('tests/build/live-post.json', 'utf8')) as {
  title: string
  slug: string
  image: string
  imageAlt: string
  metaDescription: string
}
const address = `/blog/${post.slug}`

test.skip(
  process.env.VITE_BACKEND !== 'supabase' || !process.env.PRERENDER_LIVE_POSTS_FIXTURE,
  'needs the Supabase-mode build that read tests/build/live-post.json (scripts/test.sh)',
)
test.use({ javaScriptEnabled: false })

test('the post read from the project is a page of its own, with its image, meta tags and JSON-LD', async ({ page }) => {
  const response = await page.goto(address)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  const article = page.getByRole('article')
  await expect(article.getByRole('heading', { level: 2, name: 'Where rates stand' })).toBeVisible()
  const imageUrl = `${SUPABASE_URL}/storage/v1/object/public/${post.image}`
  await expect(article.getByRole('img', { name: post.imageAlt })).toHaveAttribute('src', imageUrl)
  // The CSP lets the page show images from the project's storage, and from nowhere else.
  expect(response?.headers()['content-security-policy']).toContain(`img-src 'self' data: blob: ${SUPABASE_URL};`)

  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.metaDescription)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', imageUrl)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${address}$`))
  const jsonLd = (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? ''
  expect(JSON.parse(jsonLd)).toMatchObject({ headline: post.title })

  // What the post's Markdown held as script is inert text or nothing: no script, no javascript: link.
  await expect(article.locator('script')).toHaveCount(0)
  await expect(article.getByRole('link', { name: 'A link that runs script' })).toHaveCount(0)
  await expect(article.locator('[href^="javascript:"]')).toHaveCount(0)
})

test('the sitemap and the RSS feed include it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${address}</loc>`))
  const rss = await (await request.get('/rss.xml')).text()
  expect(rss).toContain(`<title>${post.title}</title>`)
  expect(rss).toMatch(new RegExp(`<link>[^<]*${address}</link>`))
})

test('the blog list shows it first, linking to its page, with its image', async ({ page }) => {
  await page.goto('/blog')
  await expect(cardTitles(page).first()).toHaveText(post.title)
  const card = page.getByRole('main').getByRole('article').first()
  await expect(card.getByRole('link', { name: `Read More about ${post.title}` })).toHaveAttribute('href', address)
  // The card's image is decorative (its title says the same): found by its element.
  await expect(card.locator('img')).toHaveAttribute('src', `${SUPABASE_URL}/storage/v1/object/public/${post.image}`)
})

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true })

  // (That a failed live read keeps the served posts is blog-list-page.test.tsx's.)
  test('the list hydrates as served, without a mismatch', async ({ page }) => {
    const errors = watchConsole(page, ['error'])
    await page.goto('/blog')
    await expectHydrated(page)
    await expect(cardTitles(page).first()).toHaveText(post.title)
    // The project's address does not exist: its failed request is the one error expected.
    expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([])
  })
})
