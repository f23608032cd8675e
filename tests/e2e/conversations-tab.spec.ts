/**
 * The Conversations and Blog Posts tabs as an admin reads them, with the demo data loaded, at 1280
 * and 390 px: the transcripts are listed, a range of New York days narrows them (as the database
 * counts that day), a handed-off conversation opens its lead, an answer's Markdown shows as a list
 * and bold (no raw asterisks); the built-in posts are listed read-only. axe on both tabs.
 */
import { expect, test, type Page } from '@playwright/test'
import { closeToasts, DATABASE_TEST_TIMEOUT, dbExpect, expectNoViolations, signInAsAdmin, sql } from './fixtures'

// Two widths after one load of the demo data: twice the time of one database test.
test.describe.configure({ timeout: 2 * DATABASE_TEST_TIMEOUT })

async function loadDemoData(page: Page) {
  await page.getByRole('button', { name: 'Load Demo Data' }).click()
  await page.getByRole('button', { name: 'Load 90 days of demo data' }).click()
  await dbExpect(page.getByText(/Demo data loaded/)).toBeVisible()
  await closeToasts(page)
}

/** A question only the demo's policy conversations ask, the New York day it was asked, and how many began that day. */
const QUESTION = 'What returns can I expect?'
async function askedOn(page: Page) {
  const [day] = await sql<{ day: string; started: number }>(
    page,
    `with firsts as (select distinct on (conversation_id) conversation_id, created_at from public.chat_messages
                     where role = 'user' order by conversation_id, id)
     select to_char(q.day, 'YYYY-MM-DD') as day,
            (select count(*)::int from firsts f where (f.created_at at time zone 'America/New_York')::date = q.day) as started
     from (select (min(created_at) at time zone 'America/New_York')::date as day from public.chat_messages
           where role = 'user' and content = $1) q`,
    [QUESTION],
  )
  return day?.day ? day : null
}

test('conversations: listed, narrowed by days, linked to their lead, Markdown rendered; built-in posts listed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAsAdmin(page)
  await loadDemoData(page)
  // Read once the database answers with the demo's conversation (it holds it after the load).
  let asked: Awaited<ReturnType<typeof askedOn>> = null
  await dbExpect.poll(async () => (asked = await askedOn(page))).not.toBeNull()
  const { day, started } = asked ?? { day: '', started: 0 }

  for (const width of [1280, 390]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 })
      await page.getByRole('tab', { name: 'Conversations' }).click()
      const table = page.getByRole('table', { name: 'Chat conversations, newest first' })
      const rows = table.getByRole('row').filter({ has: page.getByRole('cell') })
      await dbExpect(rows).toHaveCount(25) // a full first page
      await expectNoViolations(page)

      // A range of one New York day: only the conversations begun that day.
      const range = page.getByRole('group', { name: 'Started between (New York days)' })
      await range.getByLabel('From').fill(day)
      await range.getByLabel('To').fill(day)
      await dbExpect(rows).toHaveCount(started)
      await expect(rows.filter({ hasText: QUESTION })).toHaveCount(1)

      // Its answer: a list and bold text, never the asterisks.
      await rows
        .filter({ hasText: QUESTION })
        .getByRole('button', { name: `Open conversation: ${QUESTION}` })
        .click()
      const dialog = page.getByRole('dialog', { name: /^Conversation of / })
      const answer = dialog.getByRole('listitem').filter({ hasText: /^Assistant/ })
      await expect(answer.locator('strong', { hasText: 'past results do not predict future results' })).toBeVisible()
      await expect(answer.getByRole('list')).toContainText('You can lose some or all of the money invested.')
      await expect(answer.getByRole('link', { name: /Investment calculator/ })).toBeVisible()
      await expect(dialog).not.toContainText('**')
      await expectNoViolations(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()

      // A handed-off conversation opens its lead.
      await range.getByLabel('From').fill('')
      await range.getByLabel('To').fill('')
      const open = table.getByRole('button', { name: /^Open lead: / }).first()
      await dbExpect(open).toBeVisible()
      const name = ((await open.getAttribute('aria-label')) ?? '').replace('Open lead: ', '')
      await open.click()
      const lead = page.getByRole('dialog', { name: 'Form Submission Details' })
      await dbExpect(lead).toBeVisible()
      await expect(lead).toContainText(name)
      await expectNoViolations(page)
      await page.keyboard.press('Escape')
      await expect(lead).toBeHidden()
      await expect(open).toBeFocused()

      // The built-in posts: listed, read-only, each with a link to read it.
      await page.getByRole('tab', { name: 'Blog Posts' }).click()
      const builtIn = page.getByRole('table', { name: 'Built-in blog posts, read-only' })
      await expect(builtIn.getByRole('row')).toHaveCount(5)
      await expect(builtIn.getByRole('link', { name: /^View .* \(opens in a new tab\)$/ })).toHaveCount(4)
      await expect(builtIn.getByRole('button')).toHaveCount(0)
      await expect(page.getByText('No blog posts created yet')).toBeVisible()
      await expectNoViolations(page)
    })
  }
})
