/**
 * On a phone (390 px wide) the Mailbox's recipient and the Subscribers' address stay readable:
 * their column keeps a width of its own (the table scrolls sideways) instead of shrinking to one
 * character per line. The Availability tab's days off fit the screen, their Remove button in view.
 */
import { expect, test } from '@playwright/test'
import { DATABASE_TEST_TIMEOUT, dbExpect, execSql, signInAsAdmin } from './fixtures'

const ADDRESS = 'jane.alexandra.montgomery-whitfield@examplecompany.com'

test.use({ viewport: { width: 390, height: 844 } })

test.describe('staff tables on a phone', () => {
  test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

  test('a long address is read across its column in the Mailbox and the Subscribers tab', async ({ page }) => {
    await signInAsAdmin(page)
    // A visitor's newsletter sign-up (an anonymous request): a subscriber and a confirmation e-mail.
    await execSql(
      page,
      `begin;
       select set_config('request.jwt.claims', '{"role": "anon"}', true);
       insert into public.form_submissions (client_id, form_type, full_name, email, page)
       values (gen_random_uuid(), 'newsletter', 'Jane', '${ADDRESS}', '/blog');
       commit;`,
    )
    for (const tab of ['Mailbox', 'Subscribers']) {
      await page.getByRole('tab', { name: tab }).click()
      const cell = page.getByRole('cell', { name: ADDRESS, exact: true })
      await dbExpect(cell).toBeVisible()
      const box = await cell.boundingBox()
      expect(box?.width, `${tab}: the address column's width`).toBeGreaterThanOrEqual(180)
    }
  })

  test('the days off fit the screen, each with its Remove button in view', async ({ page }) => {
    await signInAsAdmin(page)
    await page.getByRole('tab', { name: 'Availability' }).click()
    await page
      .getByRole('button', { name: /^Add the \d+ federal holidays$/ })
      .last()
      .click()
    const remove = page.getByRole('button', { name: /^Remove the day off Thursday, November 2\d, \d+$/ })
    await dbExpect(remove).toBeVisible()
    const box = await remove.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0), "the Remove button's right edge").toBeLessThanOrEqual(390)
  })
})
