/**
 * The chat widget in the production build.
 * - Default build (no VITE_CHAT_API_URL): the offline assistant answers; these tests always run.
 * - Remote build: run with VITE_CHAT_API_URL set (any https URL; it is intercepted with page.route), e.g.
 *     PW_PORT=4196 VITE_CHAT_API_URL=https://chat.invalid/functions/v1/chat npx playwright test chat
 *   then the endpoint tests run (payload, delayed answer, apology on 500 and network error).
 *   `npm test` runs them against its Supabase-mode build, which sets that URL.
 * The remote path is also covered in unit tests (src/features/chat/components/chat-panel.remote.test.tsx).
 */
import { expect, test, type Route } from '@playwright/test'
import { ANSWER_TIMEOUT, expectNoViolations, openChat, scriptRequests } from './fixtures'

const CHAT_URL = process.env.VITE_CHAT_API_URL
const APOLOGY =
  'I apologize, but I encountered an issue while processing your request. Please try again or contact our team directly for assistance.'

test.describe('chat widget', () => {
  test('the panel code is fetched on first open only', async ({ page }) => {
    const scripts = scriptRequests(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(scripts.some((path) => path.includes('chat-panel'))).toBe(false)
    const before = scripts.length
    await page.getByRole('button', { name: /chat/i }).click()
    await expect(page.getByRole('dialog', { name: /assistant/i })).toBeVisible()
    expect(scripts.slice(before).some((path) => path.includes('chat-panel'))).toBe(true)
  })

  test('opens with the greeting and records the opening', async ({ page }) => {
    const { toggle, messages, input } = await openChat(page)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(messages.getByRole('listitem')).toHaveCount(1)
    await expect(messages).toContainText('Ask me anything about our reinsurance investments')
    await expect(input).toBeFocused()
    const activities = await page.evaluate(() => sessionStorage.getItem('userActivities') ?? '')
    expect(activities).toContain('Chatbot opened')
  })

  test('the panel is about 500 px high and at most 80% of the viewport', async ({ page }) => {
    const { dialog } = await openChat(page)
    expect((await dialog.boundingBox())?.height).toBeCloseTo(500, -1)
    await page.setViewportSize({ width: 390, height: 560 })
    const height = (await dialog.boundingBox())?.height ?? Infinity
    expect(height).toBeLessThanOrEqual(560 * 0.8)
    const box = await dialog.boundingBox()
    expect(box?.y).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true)
  })

  test('Escape closes the panel and focus returns to the toggle', async ({ page }) => {
    const { toggle, dialog, input } = await openChat(page)
    await input.fill('draft')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('has no axe violations with the panel open', async ({ page }) => {
    const { input } = await openChat(page)
    await input.fill('How do I get started?')
    await input.press('Enter')
    await expect(input).toBeEnabled({ timeout: ANSWER_TIMEOUT })
    await expectNoViolations(page, (b) => b.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']))
  })
})

test.describe('offline assistant (build without VITE_CHAT_API_URL)', () => {
  test.skip(Boolean(CHAT_URL), 'this build talks to a chat endpoint')

  test('answers with a waiting state, ignores blank questions, says what it cannot find', async ({ page }) => {
    test.slow() // each answer is also recorded in the local database, which loads beside the page
    const { input, send, messages } = await openChat(page)
    await input.fill('   ')
    await send.click()
    await expect(messages.getByRole('listitem')).toHaveCount(1)

    await input.fill('How often are distributions paid?')
    // The offline wait is short and a busy page may paint it only once or twice: a mutation
    // observer (a microtask after each change React commits) records whether the whole waiting
    // state was ever on the page at once, where polling could miss it.
    await page.evaluate(() => {
      const page = window as Window & { __waitingSeen?: boolean }
      const panel = document.getElementById('chat-panel')
      page.__waitingSeen = false
      const waiting = () => {
        const input = panel?.querySelector<HTMLInputElement>('input[name="question"]')
        const send = panel?.querySelector<HTMLButtonElement>('button[type="submit"]')
        return Boolean(
          input?.disabled && send?.disabled && panel?.querySelector('[aria-label="Conversation"] [role="status"]'),
        )
      }
      new MutationObserver(() => {
        if (waiting()) page.__waitingSeen = true
      }).observe(panel ?? document.body, { subtree: true, childList: true, attributes: true })
    })
    await send.click()
    await expect(messages).toContainText('paid quarterly', { timeout: ANSWER_TIMEOUT })
    await expect(input).toBeEnabled()
    expect(await page.evaluate(() => (window as Window & { __waitingSeen?: boolean }).__waitingSeen)).toBe(true)
    await expect(page.getByRole('status').filter({ hasText: 'Assistant: ' })).toContainText('paid quarterly')
    const activities = await page.evaluate(() => sessionStorage.getItem('userActivities') ?? '')
    expect(activities).toContain('How often are distributions paid?')

    await input.fill('Can you tell me a joke?')
    await input.press('Enter')
    await expect(messages.getByRole('listitem').last()).toContainText("I could not find that in the firm's materials", {
      timeout: ANSWER_TIMEOUT,
    })
  })
})

test.describe('chat endpoint (build with VITE_CHAT_API_URL, intercepted)', () => {
  test.skip(!CHAT_URL, 'build without VITE_CHAT_API_URL: the offline assistant answers instead')

  const reply = (route: Route, content: string, signature?: string) =>
    route.fulfill({ json: { choices: [{ message: { role: 'assistant', content, signature } }] } })

  test('sends the payload, shows the answer after a delay and sends its signature back', async ({ page }) => {
    const bodies: unknown[] = []
    const authHeaders: Array<string | undefined> = []
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route(CHAT_URL ?? '', async (route) => {
      bodies.push(route.request().postDataJSON())
      authHeaders.push(route.request().headers().authorization)
      await gate
      await reply(route, '<think>hidden reasoning</think>The minimum is $50,000.', 'signature-1')
    })
    const { input, send, messages } = await openChat(page)
    await input.fill('Minimum?')
    await input.press('Enter')
    await expect(input).toBeDisabled()
    await expect(send).toBeDisabled()
    await expect(messages.getByRole('status')).toBeVisible()
    release()
    await expect(messages).toContainText('The minimum is $50,000.')
    await expect(messages).not.toContainText('hidden reasoning')
    await expect(input).toBeEnabled()

    await input.fill('Since when?')
    await input.press('Enter')
    await expect(messages.getByRole('listitem')).toHaveCount(5)
    expect(authHeaders).toEqual([undefined, undefined])
    expect(bodies[1]).toMatchObject({
      model: expect.any(String),
      messages: [
        { role: 'system', content: expect.stringContaining('$50,000') },
        { role: 'user', content: 'Minimum?' },
        { role: 'assistant', content: 'The minimum is $50,000.', signature: 'signature-1' },
        { role: 'user', content: 'Since when?' },
      ],
    })
    expect((bodies[1] as { messages: unknown[] }).messages).toHaveLength(4)
  })

  for (const failure of ['a 500', 'a network error'] as const) {
    test(`shows the apology on ${failure} and the conversation goes on`, async ({ page }) => {
      let calls = 0
      await page.route(CHAT_URL ?? '', async (route) => {
        calls += 1
        if (calls > 1) return reply(route, 'Back online.')
        return failure === 'a 500' ? route.fulfill({ status: 500, json: { error: 'boom' } }) : route.abort('failed')
      })
      const { input, messages } = await openChat(page)
      await input.fill('Minimum?')
      await input.press('Enter')
      await expect(messages).toContainText(APOLOGY)
      await expect(input).toBeEnabled()
      await input.fill('Again?')
      await input.press('Enter')
      await expect(messages).toContainText('Back online.')
    })
  }
})
