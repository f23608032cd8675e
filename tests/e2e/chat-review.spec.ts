/**
 * The supervision of the assistant on the local build (issue 34): a visitor rates an answer "Not
 * helpful" with a reason; the admin finds the conversation in "Needs review" with that reason,
 * opens it, marks it reviewed, and it leaves the queue. axe on the rating and on the queue;
 * screenshots at 390 and 1280 px (attached to the run).
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import {
  ANSWER_TIMEOUT,
  DATABASE_TEST_TIMEOUT,
  dbExpect,
  expectNoViolations,
  openChat,
  signInAsAdmin,
} from './fixtures'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

async function shoot(page: Page, info: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const path = info.outputPath(`${name}-${width}.png`)
    await page.screenshot({ path, fullPage: true })
    await info.attach(`${name} at ${width} px`, { path, contentType: 'image/png' })
  }
}

test('a visitor rates an answer not helpful; the admin reviews the conversation and it leaves the queue', async ({
  page,
}, info) => {
  const reason = 'It did not say what the fees are.'
  const { input, send, messages } = await openChat(page)
  await input.fill('What is the minimum investment?')
  await send.click()
  await expect(messages.getByText(/^Assistant: /).nth(1)).toBeAttached({ timeout: ANSWER_TIMEOUT })
  // The buttons come once the answer is stored (the local database opens beside the page).
  const notHelpful = messages.getByRole('button', { name: 'Not helpful' })
  await dbExpect(notHelpful).toBeVisible()
  await notHelpful.click()
  await expect(notHelpful).toHaveAttribute('aria-pressed', 'true')
  const field = messages.getByRole('textbox', { name: 'What was missing? (optional)' })
  await expect(field).toBeFocused()
  await field.fill(reason)
  await expectNoViolations(page, (axe) => axe.include('[role="dialog"]'))
  await shoot(page, info, 'rating')
  await messages.getByRole('button', { name: 'Send' }).click()
  await expect(messages.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()

  await signInAsAdmin(page)
  await page.getByRole('tab', { name: 'Needs review' }).click()
  const queue = page.getByRole('list', { name: 'Conversations waiting for review, newest first' })
  const item = queue.getByRole('article').filter({ hasText: 'What is the minimum investment?' })
  await dbExpect(item).toBeVisible()
  await expect(item.getByRole('list', { name: 'Why it needs review' })).toContainText('Not helpful')
  await expect(item).toContainText(`The visitor said: “${reason}”`)
  await expectNoViolations(page, (axe) => axe.include('[role="tabpanel"]'))
  await shoot(page, info, 'queue')

  await item.getByRole('button', { name: /^Review the conversation/ }).click()
  const dialog = page.getByRole('dialog', { name: /^Conversation of / })
  await expect(dialog.getByText(`Visitor rated it not helpful: “${reason}”`)).toBeVisible()
  await dialog.getByRole('combobox', { name: 'Outcome' }).selectOption('follow_up')
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Link the fees page from the answer.')
  await expectNoViolations(page, (axe) => axe.include('[role="dialog"]'))
  await dialog.getByRole('button', { name: 'Mark reviewed' }).click()
  await expect(dialog.getByRole('status')).toContainText('Marked reviewed (Needs a follow-up) by admin@example.com')
  await page.keyboard.press('Escape')
  await expect(page.getByText('No conversation waits for review.')).toBeVisible()
})
