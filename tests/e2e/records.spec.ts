/**
 * Records on the local backend (production build): a visitor's chat with the offline assistant is
 * kept as the chat edge function keeps it, and an admin reads it in the Conversations tab; a post
 * edited twice shows its history in the editor and its first version is restored. axe on both views.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  ANSWER_TIMEOUT,
  DATABASE_TEST_TIMEOUT,
  dbExpect,
  expectNoViolations,
  insertRows,
  openChat,
  openLocalDatabase,
  signInAsAdmin,
  sql,
  toast,
} from './fixtures'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

/** axe on what is open now: the dialog when there is one, else the open tab's panel (toasts aside). */
const expectAccessible = (page: Page, scope: string) => expectNoViolations(page, (b) => b.include(scope))

test('a visitor asks the assistant; an admin finds the conversation, searches and opens it', async ({ page }) => {
  const question = 'How do I get started?'
  const { input, send, messages } = await openChat(page)
  await input.fill(question)
  await send.click()
  await expect(messages).toContainText('Find out whether you qualify', { timeout: ANSWER_TIMEOUT })
  // The answer's transcript is written once the local backend has opened (after the answer).
  await dbExpect
    .poll(async () => (await sql<{ n: number }>(page, 'select count(*)::int as n from public.chat_messages'))[0]?.n)
    .toBe(2)

  await signInAsAdmin(page)
  await page.getByRole('tab', { name: 'Conversations' }).click()
  const row = page.getByRole('row').filter({ hasText: question })
  await dbExpect(row).toBeVisible()
  await expect(row.getByRole('cell').nth(2)).toHaveText('1')
  await expectAccessible(page, '[role="tabpanel"][data-state="active"]')

  const search = page.getByRole('searchbox', { name: 'Search conversations' })
  await search.fill('nothing anyone asked')
  await dbExpect(page.getByText('No conversations match.')).toBeVisible()
  await search.fill('qualify')
  await dbExpect(row).toBeVisible()

  await row.getByRole('button', { name: `Open conversation: ${question}` }).click()
  const dialog = page.getByRole('dialog', { name: /^Conversation of / })
  const said = dialog.getByRole('list', { name: 'Messages' }).getByRole('listitem')
  await dbExpect(said).toHaveCount(2)
  await expect(said.nth(0)).toContainText('Visitor')
  await expect(said.nth(0)).toContainText(question)
  await expect(said.nth(1)).toContainText('Assistant')
  await expect(said.nth(1)).toContainText('Find out whether you qualify')
  await expectAccessible(page, '[role="dialog"]')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(row.getByRole('button', { name: `Open conversation: ${question}` })).toBeFocused()
})

test('an admin edits a post twice, reads its history and restores the first version', async ({ page }) => {
  const post = {
    id: 'post-1900000000001',
    title: 'Sidecars Explained',
    excerpt: 'What a sidecar is.',
    date: 'June 3, 2031',
    author: 'Hudson Re',
    image: '/images/blog/understanding-reinsurance-investments.svg',
    slug: 'sidecars-explained',
    content: 'The first text.',
    published: true,
  }
  await openLocalDatabase(page)
  await insertRows(page, 'blog_posts', [post])
  await signInAsAdmin(page)
  await page.getByRole('tab', { name: 'Blog Posts' }).click()

  for (const title of ['Sidecars Explained, Again', 'Sidecars Explained, Third Take']) {
    await dbExpect(page.getByRole('button', { name: /^Edit Sidecars/ })).toBeVisible()
    await page.getByRole('button', { name: /^Edit Sidecars/ }).click()
    await page.getByLabel('Title').fill(title)
    await page.getByRole('button', { name: 'Save Post' }).click()
    await dbExpect(toast(page, title)).toContainText('Post updated')
  }

  await page.getByRole('button', { name: 'History of Sidecars Explained, Third Take' }).click()
  const dialog = page.getByRole('dialog', { name: 'History of “Sidecars Explained, Third Take”' })
  const versions = dialog.getByRole('row')
  await dbExpect(versions).toHaveCount(4) // the header and three versions
  await expect(versions.nth(1)).toContainText('3: Edited')
  await expect(versions.nth(1)).toContainText('admin@example.com')
  await expect(versions.nth(3)).toContainText('1: Created')
  await expectAccessible(page, '[role="dialog"]')

  await dialog.getByRole('button', { name: 'Restore version 1' }).click()
  await dbExpect(toast(page, 'Version 1 restored')).toContainText('Sidecars Explained')
  await dbExpect(versions).toHaveCount(5)
  await expect(versions.nth(1)).toContainText('4: Restored')
  await expect(versions.nth(1)).toContainText('Version 1 brought back. Title')
  const [stored] = await sql<{ title: string }>(page, 'select title from public.blog_posts where id = $1', [post.id])
  expect(stored?.title).toBe('Sidecars Explained')
  await page.keyboard.press('Escape')
  await dbExpect(page.getByRole('row').filter({ hasText: 'sidecars-explained' })).toContainText('Sidecars Explained')
})
