import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  cardTitles,
  DATABASE_TEST_TIMEOUT,
  DATABASE_TIMEOUT,
  dbExpect,
  expectNoViolations,
  insertRows,
  signInAsAdmin,
  signOut,
} from './fixtures'

/**
 * How far ahead the post is scheduled: enough to save it, sign out and load the blog (which opens
 * the local database) before its time, on a busy machine.
 */
const AHEAD_MS = 150_000

/** A PNG of the given size, drawn by the page (solid blue: a few kilobytes). */
const drawPng = async (page: Page, width: number, height: number) =>
  Buffer.from(
    await page.evaluate(
      async ({ w, h }) => {
        const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h })
        const context = canvas.getContext('2d')
        if (context) context.fillStyle = '#1d4ed8'
        context?.fillRect(0, 0, w, h)
        const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
        return Array.from(new Uint8Array(await (blob ?? new Blob()).arrayBuffer()))
      },
      { w: width, h: height },
    ),
  )

/** Chooses a file through the button that opens the file picker, as the admin does. */
async function upload(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: button }).click()
  await (await chooser).setFiles(file)
}

const naturalWidth = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.naturalWidth)

/** A `datetime-local` value on the page's clock, to the second (the field's own step is a minute). */
const localInputValue = (page: Page, at: number) =>
  page.evaluate((time) => {
    const date = new Date(time)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  }, at)

test.describe('publishing from the dashboard', () => {
  test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT + AHEAD_MS }) // and the wait for its time

  test('a Markdown post with an uploaded image, scheduled ahead: previewed, hidden from visitors until its time, then live', async ({
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
    // An SVG is refused with its reason; a PNG 2,400 px wide is stored 2,000 px wide.
    await upload(page, 'Upload image', { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') })
    await expect(page.getByRole('alert')).toHaveText('Choose a JPEG, PNG, WebP or AVIF image (SVG is not accepted).')
    await upload(page, 'Upload image', {
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: await drawPng(page, 2400, 1200),
    })
    await dbExpect(page.getByText('Uploaded wide.png.')).toBeVisible()
    await expect(page.getByLabel('Image URL')).toHaveValue(/^post-images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/)
    const alt = 'A wide blue banner'
    await page.getByLabel('Image description (alt text)').fill(alt)
    const editorImage = page.getByRole('img', { name: alt })
    await expect.poll(() => naturalWidth(editorImage), { message: 'the stored image, resized' }).toBe(2000)
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
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Scheduled for')

    // Signed out for good (the session ended in the database) before the blog is read as a visitor.
    await signOut(page)
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
    await dbExpect(article.getByRole('img', { name: alt })).toBeVisible()
    await expect.poll(() => naturalWidth(article.getByRole('img', { name: alt }))).toBe(2000)
    await expect(article.getByRole('link', { name: 'the regulator' })).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'What search engines show for the scheduled post.',
    )
  })
})
