import { expect, test, type Page } from '@playwright/test'
import {
  cardTitles,
  DATABASE_TEST_TIMEOUT,
  DATABASE_TIMEOUT,
  dbExpect,
  expectNoViolations,
  insertRows,
  signInAsAdmin,
} from './fixtures'

/**
 * How far ahead the post is scheduled: enough to save it, sign out and load the blog (which opens
 * the local database) before its time, on a busy machine.
 */
const AHEAD_MS = 150_000

/** A `datetime-local` value on the page's clock, to the second (the field's own step is a minute). */
const localInputValue = (page: Page, at: number) =>
  page.evaluate((time) => {
    const date = new Date(time)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  }, at)

test.describe('publishing from the dashboard', () => {
  test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT + AHEAD_MS }) // and the wait for its time

  test('a Markdown post scheduled ahead: previewed, hidden from visitors until its time, then live', async ({
    page,
  }) => {
    const title = `Scheduled Markdown, ${Date.now()}`
    await signInAsAdmin(page)
    // A live post beside it: once the blog shows this one, it has read the database.
    const companion = {
      id: `post-${Date.now()}`,
      title: 'A live companion post',
      excerpt: 'Published at once.',
      date: 'June 3, 2031',
      author: 'Hudson Re',
      image: '/images/blog/og.png',
      slug: `a-live-companion-post-${Date.now()}`,
      content: 'Live.',
      published: true,
    }
    await insertRows(page, 'blog_posts', [companion])

    await page.getByRole('tab', { name: 'Blog Posts' }).click()
    await page.getByRole('button', { name: 'New Post' }).click()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Excerpt').fill('Written in Markdown and scheduled.')
    await page.getByLabel('Image URL').fill('/images/blog/og.png')
    await page
      .getByLabel('Content')
      .fill(
        '# What changes\n\n- Quarterly distributions\n- **Audited** reports\n\nSee [the regulator](https://www.sec.gov/).',
      )
    const preview = page.getByRole('region', { name: 'Preview' })
    await expect(preview.getByRole('heading', { level: 2, name: 'What changes' })).toBeVisible()
    await expect(preview.getByRole('listitem')).toHaveText(['Quarterly distributions', 'Audited reports'])
    await page.getByLabel('Meta description').fill('What search engines show for the scheduled post.')
    const card = page.getByRole('region', { name: 'Link preview' })
    await expect(card).toContainText(title)
    await expect(card).toContainText('What search engines show for the scheduled post.')
    await expectNoViolations(page)

    const goesLive = Date.now() + AHEAD_MS
    await page.getByLabel('Publish at').fill(await localInputValue(page, goesLive))
    await page.getByRole('button', { name: 'Save Post' }).click()
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('(scheduled for')

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await page.goto('/blog')
    await dbExpect(cardTitles(page).filter({ hasText: companion.title })).toBeVisible()
    await expect(cardTitles(page).filter({ hasText: title })).toHaveCount(0)
    expect(Date.now(), "the blog was read before the post's time").toBeLessThan(goesLive)

    // No job runs: once its time has come, the next read of the blog includes it. (One page load:
    // each load opens the local database again, which can take a minute on a loaded machine.)
    await expect
      .poll(() => Date.now(), { timeout: AHEAD_MS + DATABASE_TIMEOUT, message: "the post's time" })
      .toBeGreaterThan(goesLive)
    await page.goto('/blog')
    await dbExpect(cardTitles(page).filter({ hasText: title })).toBeVisible()
    await page.getByRole('link', { name: `Read More about ${title}` }).click()
    const article = page.getByRole('article')
    await dbExpect(article.getByRole('heading', { level: 2, name: 'What changes' })).toBeVisible()
    await expect(article.getByRole('link', { name: 'the regulator' })).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'What search engines show for the scheduled post.',
    )
  })
})
