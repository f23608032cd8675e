/**
 * The chat on every public page (issue 36, item 3): one launcher in the site's layout, the same
 * conversation from page to page, none on the staff screens. At a phone's width and a desktop's.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { paths } from '../../src/config/paths'
import { ANSWER_TIMEOUT, expectHydrated, expectNoViolations } from './fixtures'
import { visitorPaths } from './routes'

const toggleOf = (page: Page) => page.getByRole('button', { name: 'Chat with our AI assistant' })
const dialogOf = (page: Page) => page.getByRole('dialog', { name: /assistant/i })
/** The answer is stored (the offline assistant records it after answering): it can be rated, its transcript is whole. */
const expectRateable = (conversation: Locator) =>
  expect(conversation.getByText('Was this answer helpful?')).toBeVisible({ timeout: ANSWER_TIMEOUT })

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a conversation begun on /process is still there on the next page', async ({ page }) => {
      test.slow() // the answer is recorded in the local database, which loads beside the page
      await page.goto(paths.process)
      const toggle = toggleOf(page)
      await toggle.click()
      const dialog = dialogOf(page)
      const input = dialog.getByRole('textbox', { name: 'Your question' })
      await expect(input).toBeFocused()
      await input.fill('What is the minimum investment?')
      await input.press('Enter')
      const conversation = dialog.getByRole('region', { name: 'Conversation' })
      await expect(conversation).toContainText('What is the minimum investment?')
      // The offline assistant's answer: the greeting, the question and the answer.
      await expect(conversation.locator('[data-role="assistant"]')).toHaveCount(2, { timeout: ANSWER_TIMEOUT })
      await expect(input).toBeEnabled({ timeout: ANSWER_TIMEOUT })
      await expectRateable(conversation)
      await expectNoViolations(page, (axe) => axe.include('[role="dialog"]'))
      const transcript = await conversation.innerText()

      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
      await expect(page).toHaveURL(new RegExp(`${paths.terms}$`))
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()

      await toggle.click()
      await expect(dialog).toBeVisible()
      await expect(conversation.locator('[data-role="user"]')).toHaveCount(1)
      expect(await conversation.innerText()).toBe(transcript)
      await expectNoViolations(page)
    })

    test('a reload goes on with the conversation, in the same tab only', async ({ page, context }) => {
      test.slow()
      await page.goto(paths.about)
      await toggleOf(page).click()
      const dialog = dialogOf(page)
      const input = dialog.getByRole('textbox', { name: 'Your question' })
      await input.fill('How do I get started?')
      await input.press('Enter')
      await expect(input).toBeEnabled({ timeout: ANSWER_TIMEOUT })
      const conversation = dialog.getByRole('region', { name: 'Conversation' })
      await expectRateable(conversation)
      const transcript = await conversation.innerText()

      await page.reload()
      await toggleOf(page).click()
      await expect(conversation.locator('[data-role="user"]')).toHaveCount(1)
      expect(await conversation.innerText()).toBe(transcript)

      const other = await context.newPage()
      await other.goto(paths.about)
      await toggleOf(other).click()
      await expect(dialogOf(other).getByRole('region', { name: 'Conversation' })).toBeVisible()
      await expect(dialogOf(other).locator('[data-role="user"]')).toHaveCount(0)
    })

    test('the open panel stays open, with its conversation, across a page change', async ({ page }) => {
      test.slow()
      await page.goto(paths.about)
      await toggleOf(page).click()
      const dialog = dialogOf(page)
      const input = dialog.getByRole('textbox', { name: 'Your question' })
      await input.fill('How do I get started?')
      await input.press('Enter')
      await expect(input).toBeEnabled({ timeout: ANSWER_TIMEOUT })
      // The brand in the header, a site link at every width: the panel never covers it.
      await page.getByRole('banner').getByRole('link').first().click()
      await expect(page).toHaveURL(/\/$/)
      await expect(dialog).toBeVisible()
      await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'true')
      await expect(dialog.getByRole('region', { name: 'Conversation' })).toContainText('How do I get started?')
    })
  })
}

test('the launcher is on every public page, as served and once live', async ({ page }) => {
  test.slow() // every public page, one after the other
  for (const path of visitorPaths.filter((path) => path !== paths.auth)) {
    // In the served HTML already (the page shows it before its scripts run)...
    expect(await (await page.request.get(path)).text(), path).toContain('data-slot="chat-toggle"')
    // ...and once the app runs, once.
    await page.goto(path)
    await expect(toggleOf(page), path).toBeVisible()
    await expect(toggleOf(page), path).toHaveCount(1)
  }
})

test('no launcher on the staff screens', async ({ page }) => {
  for (const path of [paths.auth, paths.admin]) {
    expect(await (await page.request.get(path)).text(), path).not.toContain('data-slot="chat-toggle"')
    await page.goto(path)
    await expectHydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(toggleOf(page)).toHaveCount(0)
  }
})
