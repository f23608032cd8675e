import { expect, test } from '@playwright/test'
import { DATABASE_TEST_TIMEOUT, DATABASE_TIMEOUT, insertRows, openLocalDatabase, signInAsAdmin, sql } from './fixtures'

/** Issue 31, item 4: a body nested too deep to render is read as text, and the editor refuses one. */
test.describe('deeply nested posts', () => {
  test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

  test('a post with thousands of nested emphasis marks opens with its text, never a placeholder', async ({ page }) => {
    const slug = `nested-${Date.now()}`
    await openLocalDatabase(page)
    await insertRows(page, 'blog_posts', [
      {
        id: `post-${Date.now()}`,
        title: 'Nested beyond reason',
        excerpt: 'A body the renderer cannot nest.',
        date: 'June 3, 2031',
        author: 'Hudson Re',
        image: '/images/blog/og.png',
        slug,
        content: `Opening words.\n\n${'**'.repeat(1500)}the deep words${'**'.repeat(1500)}`,
        published: true,
      },
    ])
    await page.goto(`/blog/${slug}`)
    const article = page.getByRole('article')
    await expect(article.getByText('Opening words.')).toBeVisible({ timeout: DATABASE_TIMEOUT })
    await expect(article.getByText(/the deep words/)).toBeVisible()
    await expect(article.getByText('Loading the article…')).toHaveCount(0)
  })

  test('the editor refuses a body nested past 20 levels and a title with a control character, keeping both', async ({
    page,
  }) => {
    await signInAsAdmin(page)
    await page.getByRole('tab', { name: 'Blog Posts' }).click()
    await page.getByRole('button', { name: 'New Post' }).click()
    const deep = `${'> '.repeat(21)}Too deep`
    await page.getByLabel('Title').fill('Rates\u0007held')
    await page.getByLabel('Excerpt').fill('Short.')
    await page.getByLabel('Image URL').fill('/images/blog/og.png')
    await page.getByLabel('Content').fill(deep)
    await page.getByRole('button', { name: 'Save Post' }).click()

    await expect(page.getByLabel('Content')).toHaveAccessibleDescription(
      /Quotes and lists can be nested at most 20 levels deep/,
    )
    await expect(page.getByLabel('Content')).toHaveValue(deep)
    await expect(page.getByLabel('Title')).toHaveAccessibleDescription(/Remove the control characters/)
    await expect(page.getByLabel('Title')).toBeFocused()
    expect(await sql(page, "select 1 from public.blog_posts where title like 'Rates%'")).toEqual([])
  })
})
