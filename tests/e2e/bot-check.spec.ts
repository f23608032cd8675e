/**
 * The bot check on a Supabase-mode build with a Turnstile site key (scripts/test.sh builds one),
 * Turnstile and bot-check stood in for (fake-turnstile.ts), PostgREST's form_submissions
 * intercepted. A visitor whose challenge fails reads why, keeps what they typed and nothing is
 * kept or sent; sent again once it passes, the lead carries the pass for its form.
 */
import { expect, test, type Route } from '@playwright/test'
import { challengesPass, fakeBotCheck } from './fake-turnstile'

const SUPABASE_URL = process.env.VITE_SUPABASE_URL

test.skip(
  process.env.VITE_BACKEND !== 'supabase' || !SUPABASE_URL || !process.env.VITE_TURNSTILE_SITE_KEY,
  'needs a Supabase-mode build with VITE_TURNSTILE_SITE_KEY',
)

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }

test('a failed challenge keeps the typed values; passed, the lead carries its pass', async ({ context, page }) => {
  const rows: Array<{ form_type: string; metadata: Record<string, unknown> }> = []
  await context.route(`${SUPABASE_URL}/**`, (route: Route) =>
    route.fulfill({ status: route.request().method() === 'OPTIONS' ? 204 : 201, headers: CORS }),
  )
  await context.route('**/rest/v1/form_submissions*', (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS })
    rows.push(route.request().postDataJSON() as (typeof rows)[number])
    return route.fulfill({ status: 201, headers: CORS })
  })
  const botCheck = await fakeBotCheck(context, { passes: false })

  await page.goto('/contact')
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true')
  await page.getByLabel('Full Name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Message').fill('Please call me back.')
  await page.getByRole('button', { name: 'Submit Message' }).click()

  const toasts = page.getByRole('region', { name: /Notifications/ })
  await expect(toasts.getByText('We could not confirm that a person sent this form.', { exact: false })).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace')
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com')
  await expect(page.getByLabel('Message')).toHaveValue('Please call me back.')
  await expect(page.getByRole('button', { name: 'Submit Message' })).toBeEnabled()
  expect(rows).toEqual([])
  expect(botCheck.asked).toEqual([])
  expect(await page.evaluate(() => localStorage.getItem('hre:v1:lead-outbox') ?? '[]')).toBe('[]')

  await challengesPass(page, true)
  await page.getByRole('button', { name: 'Submit Message' }).click()
  await expect(toasts.getByText('Form submitted successfully')).toBeVisible()
  expect(botCheck.asked).toEqual([{ token: 'XXXX.DUMMY.TOKEN.XXXX', action: 'contact_form' }])
  expect(rows).toHaveLength(1)
  expect(rows[0]?.form_type).toBe('contact_form')
  expect(rows[0]?.metadata.bot_pass).toBe('e2e-pass-contact_form')
})
