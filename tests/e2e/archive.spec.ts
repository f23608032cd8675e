/**
 * The Archive tab on the local build: an admin publishes a post (approval is off in the local
 * demo, so it goes live and is archived at once), finds its version in the archive, views it as
 * it looked, checks the chain, and exports the day as a ZIP that `sha256sum -c` checks outside the
 * app (Python's zipfile unpacks it: another ZIP reader than the one that wrote it). axe finds
 * nothing on the tab or the dialog.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { DATABASE_TEST_TIMEOUT, dbExpect, expectNoViolations, signInAsAdmin, toast } from './fixtures'

test.describe('the communications archive', () => {
  test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

  test('a published post is archived: found, viewed, the chain checked, the day exported and checked by sha256sum', async ({
    page,
  }) => {
    const title = `Archived Outlook ${Date.now()}`
    const slug = title.toLowerCase().replace(/\s+/g, '-')
    await signInAsAdmin(page)
    await page.getByRole('tab', { name: 'Blog Posts' }).click()
    await dbExpect(page.getByRole('button', { name: 'New Post' })).toBeVisible()
    await page.getByRole('button', { name: 'New Post' }).click()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Title').blur()
    await expect(page.getByLabel('Slug')).toHaveValue(slug)
    await page.getByLabel('Excerpt').fill('What the archive keeps.')
    await page.getByLabel('Image URL').fill('/images/blog/og.png')
    await page.getByLabel('Content').fill('Kept **as shown**, déjà vu — “quoted”.\n\nSecond paragraph.')
    await page.getByRole('button', { name: 'Save Post' }).click()
    await dbExpect(toast(page, 'Post created')).toContainText(title)

    await page.getByRole('tab', { name: 'Archive' }).click()
    const table = page.getByRole('table', { name: 'Archived communications, newest first' })
    const row = table.getByRole('row').filter({ hasText: title })
    await dbExpect(row).toContainText(`Post version/blog/${slug}`)
    await page.getByLabel('What').selectOption({ label: 'Post version' })
    await page.getByLabel('Address').fill(slug)
    await dbExpect(table.getByRole('row')).toHaveCount(2) // the heading's row and the post's
    await expectNoViolations(page, (b) => b.exclude('[data-sonner-toaster]'))

    const view = row.getByRole('button', { name: new RegExp(`View ${title}`) })
    await view.click()
    const dialog = page.getByRole('dialog', { name: title })
    await dbExpect(dialog.getByText('No approval required.')).toBeVisible()
    await expect(dialog.getByText('Released by admin@example.com.')).toBeVisible()
    // The body's HTML as visitors got it, in a sandboxed frame: nothing in it runs.
    const shown = dialog.locator(`iframe[title="${title}, as visitors saw it"]`)
    await expect(shown).toHaveAttribute('sandbox', '')
    await expect(shown.contentFrame().locator('strong')).toHaveText('as shown')
    await expect(shown.contentFrame().getByText('déjà vu — “quoted”', { exact: false })).toBeVisible()
    // axe cannot run inside a frame where nothing may run (it waits forever); what the frame holds
    // is the archived page as it was, not this screen. The frame itself is named (its title, above).
    await expectNoViolations(page, (b) => b.exclude('[data-sonner-toaster]').exclude('iframe[sandbox]'))
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(view).toBeFocused()

    await page.getByRole('button', { name: 'Check the archive' }).click()
    await dbExpect(page.getByRole('status').filter({ hasText: /^All \d+ records intact\.$/ })).toBeVisible()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export as ZIP' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^communications-archive-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.zip$/)
    await expect(page.getByRole('status').filter({ hasText: /^Exported \d+ records? to / })).toBeVisible()
    const dir = mkdtempSync(join(tmpdir(), 'archive-export-'))
    try {
      await file.saveAs(join(dir, 'export.zip'))
      execFileSync('python3', ['-m', 'zipfile', '-e', 'export.zip', 'out'], { cwd: dir })
      const out = join(dir, 'out')
      // Throws (and fails the test) unless sha256sum exits 0: every file matches its line.
      const checked = execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: out, encoding: 'utf8' })
      const postFile = readdirSync(out).find((name) => name.endsWith(`-post-blog-${slug}.html`))
      expect(postFile).toBeDefined()
      expect(checked).toContain(`${postFile}: OK`)
      expect(readFileSync(join(out, postFile ?? ''), 'utf8')).toContain('déjà vu — “quoted”')
      const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as {
        records: { file: string; title: string }[]
      }
      expect(manifest.records).toContainEqual(expect.objectContaining({ file: postFile, title }))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
