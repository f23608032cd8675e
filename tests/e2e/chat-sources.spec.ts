/**
 * An answer cites its sources, and a source opens the cited page at its section (issue 34). The
 * local build's offline assistant answers from the build's assistant-index.json, quoting the best
 * passage with its sources, as the chat function does with the server's index.
 */
import { expect, test } from '@playwright/test'
import { ANSWER_TIMEOUT, expectNoViolations, openChat } from './fixtures'

test('a question answered with a source link that opens the cited section', async ({ page }) => {
  test.slow() // the answer is recorded in the local database, which loads beside the page
  const { input, send, messages } = await openChat(page)
  await input.fill('How do your underwriters select and price the risks?')
  await send.click()
  const sources = messages.getByRole('list', { name: 'Sources' })
  await expect(sources).toBeVisible({ timeout: ANSWER_TIMEOUT })
  const first = sources.getByRole('link').first()
  const href = (await first.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/process#[\w-]+$/)
  await expectNoViolations(page, (axe) => axe.include('[role="dialog"]'))

  await first.click()
  const [path, anchor] = href.split('#')
  await expect(page).toHaveURL(new RegExp(`${path}#${anchor}$`))
  const section = page.locator(`[id="${anchor}"]`)
  await expect(section).toBeInViewport()
  await expect(section).toBeFocused()
})
