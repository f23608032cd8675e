/**
 * "Talk to a person" on the local backend (production build): a visitor asks the assistant a
 * question, asks for a person and sends a name and an e-mail; the lead is a Chat Handoff with the
 * conversation attached, and an admin opens that conversation from the lead's details. axe on the
 * handoff form, its confirmation and the conversation opened from the desk.
 */
import { expect, test } from '@playwright/test'
import {
  ANSWER_TIMEOUT,
  DATABASE_TEST_TIMEOUT,
  dbExpect,
  expectNoViolations,
  openChat,
  signInAsAdmin,
  sql,
} from './fixtures'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

test('a visitor hands the chat to a person; the admin opens the conversation from the lead', async ({ page }) => {
  const question = 'What is the minimum investment?'
  const { dialog: panel, input, send, messages } = await openChat(page)
  await input.fill(question)
  await send.click()
  // The question and its answer are kept once the local backend has opened (after the answer).
  await dbExpect
    .poll(async () => (await sql<{ n: number }>(page, 'select count(*)::int as n from public.chat_messages'))[0]?.n, {
      timeout: ANSWER_TIMEOUT,
    })
    .toBe(2)

  // Two clicks: "Talk to a person", then "Send" (typing aside).
  const talk = panel.getByRole('button', { name: 'Talk to a person' })
  await talk.click()
  const form = panel.getByRole('form', { name: 'Talk to a person' })
  await expect(form.getByRole('textbox', { name: /Your name/ })).toBeFocused()
  await expectNoViolations(page, (b) => b.include('#chat-panel'))
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByText('Please give an email address or a phone number')).toBeVisible()
  await form.getByRole('textbox', { name: /Your name/ }).fill('Ann Visitor')
  await form.getByRole('textbox', { name: /Email/ }).fill('ann.visitor@example.com')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(panel.getByRole('heading', { name: 'Request sent' })).toBeFocused({ timeout: ANSWER_TIMEOUT })
  await expectNoViolations(page, (b) => b.include('#chat-panel'))
  await panel.getByRole('button', { name: 'Back to the chat' }).first().click()
  await expect(talk).toBeFocused()
  await expect(messages).toContainText(question)

  // The lead names the conversation the transcript keeps.
  await dbExpect
    .poll(
      async () =>
        (
          await sql<{ n: number }>(
            page,
            `select count(*)::int as n from public.form_submissions s
             where s.form_type = 'chat' and s.full_name = 'Ann Visitor'
               and exists (select 1 from public.chat_messages m where m.conversation_id = s.conversation_id and m.content = '${question}')`,
          )
        )[0]?.n,
    )
    .toBe(1)

  await signInAsAdmin(page)
  const row = page.getByRole('row').filter({ hasText: 'Ann Visitor' })
  await dbExpect(row).toContainText('Chat Handoff')
  await row.getByRole('button', { name: 'View details of Ann Visitor' }).click()
  const details = page.getByRole('dialog', { name: 'Form Submission Details' })
  const view = details.getByRole('button', { name: 'View conversation' })
  await dbExpect(view).toBeVisible()
  await view.click()
  const transcript = page.getByRole('dialog', { name: /^Conversation of / })
  const said = transcript.getByRole('list', { name: 'Messages' }).getByRole('listitem')
  await dbExpect(said).toHaveCount(2)
  await expect(said.nth(0)).toContainText(question)
  await expectNoViolations(page, (b) => b.include('[role="dialog"]'))
  await page.keyboard.press('Escape')
  await expect(transcript).toBeHidden()
  await expect(details).toBeVisible()
  await expect(view).toBeFocused()
})
