/**
 * Nothing typed before hydration is lost. Each form page is served prerendered, so a visitor can
 * type into it before its JavaScript has run. Here the page's scripts are held back while the
 * fields are filled, then released; once the app has hydrated, the form is submitted and the
 * stored row must carry what was typed (React 19.0 keeps such text in the DOM but never tells
 * the form state, which src/components/form/use-adopt-dom-value.ts makes up for).
 */
import { expect, test, type Page, type Route } from '@playwright/test'
import {
  bookingDay,
  DATABASE_TEST_TIMEOUT,
  expectHydrated as hydrated,
  scheduleConsultation,
  storedRows as rows,
  SUBMIT_TIMEOUT,
  toast,
  TODAY,
} from './fixtures'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

/** Opens `path` with every script held back; `release()` lets them (and any later one) through. */
async function openWithScriptsHeld(page: Page, path: string) {
  const held: Route[] = []
  let released = false
  await page.route('**/assets/**/*.js', async (route) => {
    if (released) await route.continue()
    else held.push(route)
  })
  await page.goto(path, { waitUntil: 'commit' })
  return {
    release: async () => {
      expect(held.length).toBeGreaterThan(0)
      released = true
      await Promise.all(held.splice(0).map((route) => route.continue()))
    },
  }
}

test('contact: text typed before hydration is submitted', async ({ page }) => {
  const { release } = await openWithScriptsHeld(page, '/contact')
  await page.getByLabel('Full Name').pressSequentially('Grace Hopper')
  await page.getByLabel('Email').fill('grace@example.com')
  await page.getByLabel('Phone (optional)').fill('(212) 555-0199')
  await page.getByLabel('Message').pressSequentially('Typed before the scripts ran.')
  await release()
  await hydrated(page)

  await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper')
  await page.getByRole('button', { name: 'Submit Message' }).click()
  await expect(toast(page, 'Form submitted successfully')).toBeVisible({ timeout: SUBMIT_TIMEOUT })
  expect(await rows(page)).toEqual([
    expect.objectContaining({
      formType: 'contact_form',
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '(212) 555-0199',
      message: 'Typed before the scripts ran.',
    }),
  ])
  await expect(page.getByLabel('Full Name')).toHaveValue('')
})

test('calculator step 1: typed details are saved as the lead, the mobile cleaned to digits and stored in E.164', async ({
  page,
}) => {
  const { release } = await openWithScriptsHeld(page, '/investment-calculator')
  await page.getByLabel('Full Name').pressSequentially('Ada Lovelace')
  await page.getByLabel('Mobile Number').pressSequentially('(212) 555-0142')
  await page.getByLabel('Email Address').fill('ada@example.com')
  await release()
  await hydrated(page)

  await expect(page.getByLabel('Mobile Number')).toHaveValue('2125550142')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(toast(page, 'Information Saved')).toBeVisible({ timeout: SUBMIT_TIMEOUT })
  await expect(page.getByRole('heading', { name: 'Qualification Questions' })).toBeVisible({ timeout: SUBMIT_TIMEOUT }) // step 1 saves the lead first
  expect(await rows(page)).toEqual([
    expect.objectContaining({
      formType: 'lead',
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+12125550142',
    }),
  ])
})

test.describe('consultation', () => {
  test.use({ timezoneId: 'America/Los_Angeles' })

  test('typed fields survive hydration and the booking that follows', async ({ page }) => {
    // A Monday, so the next bookable day is the Tuesday after it, bookingDay(1).
    await page.clock.setFixedTime(TODAY)
    const { release } = await openWithScriptsHeld(page, '/schedule-consultation')
    await page.getByLabel('Full Name').pressSequentially('Katherine Johnson')
    await page.getByLabel('Email').fill('katherine@example.com')
    await page.getByLabel('Phone Number').fill('212-555-0100')
    await page.getByLabel('Additional Information').pressSequentially('Typed early.')
    await release()
    await hydrated(page)

    await scheduleConsultation(page, bookingDay(1).button, '9:30 AM')
    expect(await rows(page)).toEqual([
      expect.objectContaining({
        formType: 'consultation',
        fullName: 'Katherine Johnson',
        email: 'katherine@example.com',
        phone: '212-555-0100',
        message: 'Typed early.',
      }),
    ])
  })
})

test('newsletter: an address typed before the blog hydrates is subscribed', async ({ page }) => {
  const { release } = await openWithScriptsHeld(page, '/blog')
  const email = page.getByRole('textbox', { name: 'Email address' })
  await email.pressSequentially('reader@example.com')
  await release()
  // The blog may hydrate only on the visitor's first sign of intent: a key that changes nothing.
  await email.press('End')
  await hydrated(page)

  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(
    page.getByText(
      'Almost there: we sent a confirmation link to reader@example.com. Your subscription starts once you confirm.',
    ),
  ).toBeVisible({
    timeout: SUBMIT_TIMEOUT,
  })
  expect(await rows(page)).toEqual([expect.objectContaining({ formType: 'newsletter', email: 'reader@example.com' })])
})
