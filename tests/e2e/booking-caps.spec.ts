/**
 * The booking caps on the local backend, which runs the same migration as a Supabase project:
 * past a cap the visitor reads why next to the field it concerns (focused, announced), how to
 * book all the same, sees no confirmation, and keeps everything typed. The refused booking is
 * not kept in the outbox to be sent again.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { BOOKING_CONTACT_CAP_MESSAGE, BOOKING_NETWORK_CAP_MESSAGE } from '../../src/lib/backend/booking-caps'
import {
  bookingDay,
  DATABASE_TEST_TIMEOUT,
  execSql,
  expectOutboxEmpty,
  insertRows,
  openLocalDatabase,
  storedRows,
  SUBMIT_TIMEOUT,
  TODAY,
  waitForLocalDatabase,
} from './fixtures'
import { CONSULTATION_SLOTS } from '../../src/lib/backend/consultation-slots'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })
test.use({ timezoneId: 'America/Los_Angeles' })
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY)
})

/** Ten of the day's slots. */
const SLOTS = CONSULTATION_SLOTS.slice(0, 10)

/** Bookings already held, on the Wednesday, stored as another request stored them. */
function held(emails: string[]) {
  return emails.map((email, i) => ({
    client_id: crypto.randomUUID(),
    form_type: 'consultation',
    full_name: 'Earlier Visitor',
    email,
    page: '/schedule-consultation',
    consultation_date: bookingDay(2).iso,
    consultation_slot: SLOTS[i],
  }))
}

const timeField = (page: Page) => page.getByRole('combobox', { name: 'Preferred Time (New York time)' })

/** Fills the whole form for the Tuesday at 11:00 AM and sends it. */
async function request(page: Page, email: string) {
  await page.goto('/schedule-consultation')
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true')
  await page.getByLabel('Full Name').fill('Grace Hopper')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone Number').fill('2125550100')
  await page.getByLabel('Additional Information').fill('Mornings suit me best.')
  await page.getByRole('button', { name: 'Preferred Date' }).click()
  await page.getByRole('button', { name: bookingDay(1).button }).click()
  await timeField(page).click()
  await page.getByRole('option', { name: '11:00 AM', exact: true }).click()
  // The page has the database open (it listed the taken slots), so the answer comes at once.
  await waitForLocalDatabase(page)
  await page.getByRole('button', { name: 'Schedule Consultation' }).click()
}

/** The message is the field's, announced, with the firm's number; the field is focused. */
async function expectRefusal(page: Page, field: Locator, text: string) {
  const message = page.getByRole('alert').filter({ hasText: text })
  await expect(message).toBeVisible({ timeout: SUBMIT_TIMEOUT })
  await expect(message).toContainText('+1 (212) 555-0142')
  await expect(field).toBeFocused()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await field.getAttribute('aria-describedby')) ?? ''
  expect(describedBy.split(' ')).toContain(await message.getAttribute('id'))
  await expect(page.getByText('Consultation Scheduled')).toBeHidden()
}

async function expectTypedKept(page: Page, email: string) {
  await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByLabel('Phone Number')).toHaveValue('2125550100')
  await expect(page.getByLabel('Additional Information')).toHaveValue('Mornings suit me best.')
  await expect(page.getByRole('button', { name: 'Preferred Date' })).toContainText(bookingDay(1).long)
  await expect(timeField(page)).toHaveText('11:00 AM')
}

test('a fourth upcoming booking for one e-mail address is refused next to the e-mail field', async ({ page }) => {
  await openLocalDatabase(page)
  await insertRows(page, 'form_submissions', held(['grace@example.com', 'grace@example.com', 'grace@example.com']))

  await request(page, 'Grace@Example.com')
  await expectRefusal(page, page.getByLabel('Email'), BOOKING_CONTACT_CAP_MESSAGE)
  await expectTypedKept(page, 'Grace@Example.com')
  await expectOutboxEmpty(page)
  expect((await storedRows(page)).map((r) => r.consultationDate)).toEqual(Array(3).fill(bookingDay(2).iso))
})

test('an eleventh upcoming booking from one network is refused next to the time field', async ({ page }) => {
  await openLocalDatabase(page)
  await insertRows(page, 'form_submissions', held(SLOTS.map((_, i) => `visitor${i}@example.com`)))
  // As if each had been booked through the API from this browser's address.
  await execSql(
    page,
    `insert into private.booking_networks (submission_id, network, consultation_date)
     select id, '127.0.0.1', consultation_date from public.form_submissions`,
  )

  await request(page, 'ada@example.com')
  await expectRefusal(page, timeField(page), BOOKING_NETWORK_CAP_MESSAGE)
  await expectTypedKept(page, 'ada@example.com')
  await expectOutboxEmpty(page)
  expect(await storedRows(page)).toHaveLength(10)
})
