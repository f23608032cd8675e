/**
 * Lead capture end to end: each form from its first field to its toast and its row in the local
 * database, the calculator and the consultation by keyboard alone, and axe. An outage that loses
 * nothing is in tests/e2e/outbox-local.spec.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  bookingDay,
  DATABASE_TEST_TIMEOUT,
  expectHydrated,
  expectNoViolations,
  expectOutboxEmpty,
  openLocalDatabase,
  readJson,
  recordedEvents,
  storedRows as rows,
  submissionsInDatabase,
  SUBMIT_TIMEOUT,
  toast,
  TODAY,
  utcOffset,
} from './fixtures'
import { CONSULTATION_SLOTS } from '../../src/lib/backend/consultation-slots'

// Toasts fade in (opacity), so axe can sample them mid-animation; tests/e2e/accessibility-overlays.spec.ts
// checks settled toasts with every rule. Here: the page, the forms and their popovers.
const expectNoAxeViolations = (page: Page) => expectNoViolations(page, (b) => b.exclude('[data-sonner-toaster]'))

/**
 * Opens a form page and waits until the app has hydrated it (src/main.tsx marks #root): a click
 * on a submit button before that would be the browser's own form submission, not the app's.
 * Text typed before hydration is covered by tests/e2e/typed-before-hydration.spec.ts.
 */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expectHydrated(page)
}

/** Keyboard only: Tab until the target has focus. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('target never received focus')
}

/** Keyboard only: open a Radix select and choose an option. */
async function chooseByKeyboard(page: Page, trigger: Locator, option: string) {
  await tabTo(page, trigger)
  await page.keyboard.press('Enter')
  const item = page.getByRole('option', { name: option, exact: true })
  await expect(item).toBeVisible()
  for (let i = 0; i < 20 && !(await item.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('ArrowDown')
  }
  await page.keyboard.press('Enter')
  await expect(trigger).toHaveText(option)
}

test.describe('contact form', () => {
  test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

  test('stores a contact_form row, shows the toast and resets', async ({ page }) => {
    await open(page, '/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'info@hudsonreinsurance.com' })).toHaveAttribute(
      'href',
      'mailto:info@hudsonreinsurance.com',
    )

    await page.getByRole('button', { name: 'Submit Message' }).click()
    await expect(page.getByText('Full name is required')).toBeVisible()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByText('Message is required')).toBeVisible()
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true')

    await page.getByLabel('Full Name').fill('Grace Hopper')
    await page.getByLabel('Email').fill('grace@example.com')
    await page.getByLabel('Phone (optional)').fill('(212) 555-0199')
    await page.getByRole('combobox', { name: 'Investor Type' }).click()
    await page.getByRole('option', { name: 'Business Owner' }).click()
    await page.getByRole('combobox', { name: 'Investment Amount' }).click()
    await page.getByRole('option', { name: '$250,000 - $500,000' }).click()
    await page.getByLabel('Message').fill('Please send me your preferred-share terms.')
    await page.getByRole('button', { name: 'Submit Message' }).click()

    await expect(toast(page, 'Form submitted successfully')).toBeVisible({ timeout: SUBMIT_TIMEOUT })
    await expect(toast(page, "We'll get back to you soon!")).toBeVisible()
    await expect(page.getByLabel('Full Name')).toHaveValue('')
    await expect(page.getByLabel('Message')).toHaveValue('')
    const stored = await rows(page)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      formType: 'contact_form',
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '(212) 555-0199',
      investorType: 'business',
      investmentAmount: '250k-500k',
      message: 'Please send me your preferred-share terms.',
      page: '/contact',
    })
  })

  test('a filled honeypot shows success but stores nothing', async ({ page }) => {
    await open(page, '/contact')
    await page.getByLabel('Full Name').fill('Spam Bot')
    await page.getByLabel('Email').fill('bot@example.com')
    await page.getByLabel('Message').fill('Buy now')
    await page.locator('input[name="website"]').fill('http://spam.example', { force: true })
    await page.getByRole('button', { name: 'Submit Message' }).click()
    await expect(toast(page, 'Form submitted successfully')).toBeVisible()
    // Dropped before the outbox: nothing waits to be sent, and the database holds nothing.
    await expectOutboxEmpty(page)
    await openLocalDatabase(page)
    expect(await submissionsInDatabase(page)).toEqual([])
  })

  test('has no axe violations, with errors shown', async ({ page }) => {
    await open(page, '/contact')
    await page.getByRole('button', { name: 'Submit Message' }).click()
    await expect(page.getByText('Message is required')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('investment calculator', () => {
  test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

  test('completed by keyboard alone: lead after step 1, report request at the end', async ({ page }) => {
    await open(page, '/investment-calculator')
    await expect(page.getByRole('heading', { level: 1, name: 'Maximize Your Investment Potential' })).toBeVisible()
    await tabTo(page, page.getByLabel('Full Name'))
    await page.keyboard.type('Ada Lovelace')
    await page.keyboard.press('Tab')
    await page.keyboard.type('(212) 555-0142')
    await expect(page.getByLabel('Mobile Number')).toHaveValue('2125550142')
    await page.keyboard.press('Tab')
    await page.keyboard.type('ada@example.com')
    await page.keyboard.press('Enter')

    await expect(toast(page, 'Information Saved')).toBeVisible({ timeout: SUBMIT_TIMEOUT })
    await expect(toast(page, "Your personal details have been saved. Let's continue.")).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Qualification Questions' })).toBeFocused()
    expect((await rows(page)).map((r) => r.formType)).toEqual(['lead'])

    await chooseByKeyboard(
      page,
      page.getByRole('combobox', { name: 'What type of investor are you?' }),
      'Financial Advisor',
    )
    await expect(page.getByRole('combobox', { name: 'What is your primary investment goal?' })).toHaveText(
      'Wealth Growth',
    )
    await expect(page.getByRole('combobox', { name: 'When are you looking to invest?' })).toHaveText('Within 1 Month')
    await tabTo(page, page.getByRole('button', { name: 'Continue' }))
    await page.keyboard.press('Enter')
    await expect(toast(page, 'Preferences Saved')).toBeVisible()

    const overview = page.getByRole('region', { name: 'Investment Overview' })
    await expect(overview).toContainText('$100,000')
    await expect(overview).toContainText('$215,892')
    await expect(overview).toContainText('Total Value After 10 Years')
    await chooseByKeyboard(page, page.getByRole('combobox', { name: /Expected Return Rate/ }), '10%')
    await expect(overview).toContainText('$259,374')
    await tabTo(page, page.getByRole('radio', { name: 'One-time investment' }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Monthly contributions' })).toBeChecked()
    await tabTo(page, page.getByRole('slider', { name: 'Monthly Contribution' }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('slider', { name: 'Monthly Contribution' })).toHaveValue('1500')
    await expect(overview).toContainText('$180,000')
    await expect(page.getByRole('table')).toContainText('$180,000')
    await tabTo(page, page.getByRole('button', { name: 'Get My Full Report' }))
    await page.keyboard.press('Enter')

    await expect(toast(page, 'Report Requested')).toBeVisible({ timeout: SUBMIT_TIMEOUT })
    await expect(toast(page, 'Your personalized investment report will be sent to your email shortly.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Investment Projection Report' })).toBeVisible({
      timeout: SUBMIT_TIMEOUT,
    }) // the full lead is stored first
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible()
    const stored = await rows(page)
    expect(stored.map((r) => r.formType)).toEqual(['lead', 'investment_calculator'])
    expect(stored[0]).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '+12125550142' })
    expect(stored[1]).toMatchObject({
      fullName: 'Ada Lovelace',
      investorType: 'Financial Advisor',
      investmentGoal: 'Wealth Growth',
      investmentTimeline: 'Within 1 Month',
      investmentAmount: '$1,500 monthly',
      page: '/investment-calculator',
    })
    expect(stored[1]?.metadata).toMatchObject({
      returnRate: '10%',
      investmentType: 'monthly',
      investmentDuration: '10',
    })
    expect(stored[1]?.metadata.results).toMatchObject({ investedAmount: 180_000, years: 10 })
  })

  test('the report prints alone (print stylesheet)', async ({ page }) => {
    await open(page, '/investment-calculator')
    await page.getByLabel('Full Name').fill('Ada Lovelace')
    await page.getByLabel('Mobile Number').fill('2125550142')
    await page.getByLabel('Email Address').fill('ada@example.com')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Get My Full Report' }).click()
    await expect(page.getByRole('heading', { name: 'Investment Projection Report' })).toBeVisible({
      timeout: SUBMIT_TIMEOUT,
    })
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { name: 'Investment Projection Report' })).toBeVisible({
      timeout: SUBMIT_TIMEOUT,
    }) // the full lead is stored first
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden()
    await expect(page.locator('body > div footer, footer').first()).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
  })

  test('shows the spec messages and has no axe violations on each step', async ({ page }) => {
    await open(page, '/investment-calculator')
    await page.getByLabel('Mobile Number').fill('12345')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
    await expect(page.getByText('Please enter a valid 10-digit mobile number')).toBeVisible()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByLabel('Full Name').fill('Ada Lovelace')
    await page.getByLabel('Mobile Number').fill('2125550142')
    await page.getByLabel('Email Address').fill('ada@example.com')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Qualification Questions' })).toBeVisible({
      timeout: SUBMIT_TIMEOUT,
    })
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Investment Calculator' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('heading', { name: 'Qualification Questions' })).toBeVisible({
      timeout: SUBMIT_TIMEOUT,
    }) // step 1 saves the lead first
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace')
  })
})

// TODAY is a Monday, so the next bookable day is the Tuesday after it, bookingDay(1).
test.describe('consultation', () => {
  test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })
  test.use({ timezoneId: 'America/Los_Angeles' })
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(TODAY)
  })

  test('completed by keyboard alone: row, local record, activity, toast, reset, .ics in New York time', async ({
    page,
  }) => {
    await open(page, '/schedule-consultation')
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule Your Consultation' })).toBeVisible()
    const time = page.getByRole('combobox', { name: 'Preferred Time (New York time)' })
    await expect(time).toBeDisabled()
    await tabTo(page, page.getByLabel('Full Name'))
    await page.keyboard.type('Katherine Johnson')
    await page.keyboard.press('Tab')
    await page.keyboard.type('katherine@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('212-555-0100')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Preferred Date' })).toBeFocused()
    await page.keyboard.press('Enter')
    const day = page.getByRole('button', { name: bookingDay(1).button })
    await expect(day).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Preferred Date' })).toContainText(bookingDay(1).long)
    await chooseByKeyboard(page, time, '9:30 AM')
    await chooseByKeyboard(
      page,
      page.getByRole('combobox', { name: 'Investment Interest' }),
      'Tax-Efficient Structures',
    )
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Additional Information')).toBeFocused()
    await page.keyboard.type('Interested in the preferred-share program.')
    await tabTo(page, page.getByRole('button', { name: 'Schedule Consultation' }))
    await page.keyboard.press('Enter')

    await expect(toast(page, 'Consultation Scheduled')).toBeVisible({ timeout: SUBMIT_TIMEOUT })
    await expect(toast(page, "We'll contact you to confirm your appointment soon.")).toBeVisible()
    await expect(page.getByLabel('Full Name')).toHaveValue('')
    await expect(page.getByRole('button', { name: 'Preferred Date' })).toContainText('Pick a date')
    await expect(time).toBeDisabled()
    await expect(page.getByText(`Requested for ${bookingDay(1).long} at 9:30 AM New York time.`)).toBeVisible()

    const stored = await rows(page)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      formType: 'consultation',
      fullName: 'Katherine Johnson',
      email: 'katherine@example.com',
      phone: '212-555-0100',
      investorType: 'tax-efficiency',
      investmentTimeline: '9:30 AM',
      message: 'Interested in the preferred-share program.',
      page: '/schedule-consultation',
    })
    // The day as the visitor's browser (Los Angeles) picked it, and the slot in New York time.
    const tuesday = bookingDay(1).iso
    const noon = new Date(`${tuesday}T12:00:00Z`)
    const startsAt = `${tuesday}T09:30:00${utcOffset('America/New_York', noon)}`
    expect(stored[0]?.metadata).toMatchObject({
      date: new Date(`${tuesday}T00:00:00${utcOffset('America/Los_Angeles', noon)}`).toISOString(),
      startsAt,
      submittedAt: TODAY.toISOString(),
    })
    const local = await readJson<{ id: number; formType: string; data: Record<string, unknown> }[]>(
      page,
      'formSubmissions',
    )
    expect(local).toEqual([
      {
        id: TODAY.getTime(),
        formType: 'consultation',
        data: expect.objectContaining({ timeSlot: '9:30 AM' }) as unknown,
      },
    ])
    const activities = await readJson<{ type: string; details: string }[]>(page, 'userActivities', 'sessionStorage')
    expect(activities).toContainEqual(expect.objectContaining({ type: 'form', details: 'Consultation scheduled' }))

    const download = page.waitForEvent('download')
    await tabTo(page, page.getByRole('button', { name: 'Add to calendar' }))
    await page.keyboard.press('Enter')
    const file = await download
    expect(file.suggestedFilename()).toBe('consultation.ics')
    const { readFile } = await import('node:fs/promises')
    const ics = await readFile((await file.path()) ?? '', 'utf8')
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toContain(`DTSTART:${new Date(startsAt).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`)
    expect(ics).toContain('Hudson Reinsurance Partners')
  })

  test('shows the spec messages, refuses past days and weekends, offers exactly the 13 slots; axe with popovers open', async ({
    page,
  }) => {
    await open(page, '/schedule-consultation')
    await page.getByRole('button', { name: 'Schedule Consultation' }).click()
    for (const message of [
      'Full name is required',
      'Invalid email address',
      'Valid phone number is required',
      'Please select a date',
      'Please select a time slot',
    ]) {
      await expect(page.getByText(message)).toBeVisible()
    }
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Preferred Date' }).click()
    await expect(page.getByRole('grid')).toBeVisible()
    await expect(page.getByRole('button', { name: bookingDay(0).button })).toBeDisabled()
    await expect(page.getByRole('button', { name: bookingDay(-3).button })).toBeDisabled()
    await expect(page.getByRole('button', { name: bookingDay(5).button })).toBeDisabled()
    await expect(page.getByRole('button', { name: bookingDay(6).button })).toBeDisabled()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: bookingDay(4).button }).click()
    await expect(page.getByRole('grid')).toBeHidden()

    await page.getByRole('combobox', { name: 'Preferred Time (New York time)' }).click()
    const options = page.getByRole('option')
    await expect(options).toHaveText([...CONSULTATION_SLOTS])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('listbox')).toBeHidden()
  })
})

test.describe('newsletter', () => {
  test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

  test('stores one newsletter row; subscribing twice is harmless; bad addresses are refused', async ({ page }) => {
    await open(page, '/blog')
    const email = page.getByRole('textbox', { name: 'Email address' })
    const subscribe = page.getByRole('button', { name: 'Subscribe' })
    await email.fill('not-an-email')
    await subscribe.click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await email.fill('reader@example.com')
    await subscribe.click()
    await expect(
      page.getByText(
        'Almost there: we sent a confirmation link to reader@example.com. Your subscription starts once you confirm.',
      ),
    ).toBeVisible({
      timeout: SUBMIT_TIMEOUT,
    })
    await email.fill('Reader@Example.com')
    await subscribe.click()
    await expect(toast(page, 'Check your inbox').first()).toBeVisible()
    const stored = await rows(page)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      formType: 'newsletter',
      email: 'reader@example.com',
      fullName: null,
      page: '/blog',
    })
    await expectNoAxeViolations(page)
  })
})

test.describe('activity', () => {
  test('page views and time spent land in userActivities and the events port; nothing on /admin paths', async ({
    page,
  }) => {
    await page.goto('/about')
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    const details = async () =>
      (await readJson<{ details: string; page: string; type: string }[]>(page, 'userActivities', 'sessionStorage')).map(
        (r) => `${r.type} ${r.page} ${r.details}`,
      )
    await expect
      .poll(details)
      .toEqual([
        'pageview /about Viewed /about',
        expect.stringMatching(/^pageview \/about Left \/about\. Time spent: \d+s$/) as unknown as string,
        'pageview /contact Viewed /contact',
      ])
    // The view waits in this browser for the local database (no public page opens it).
    await expect.poll(async () => (await recordedEvents(page)).map((e) => e.details)).toContain('Viewed /contact')

    await page.goto('/auth')
    await page.goto('/admin-dashboard')
    const before = await readJson<unknown[]>(page, 'userActivities', 'sessionStorage')
    expect(JSON.stringify(before)).not.toContain('/admin')
  })
})
