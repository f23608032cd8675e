/**
 * Consultation bookings on the local backend: a booked slot is unavailable to the next visitor,
 * a fully booked day cannot be picked, and the visitor who loses the race for a slot to another
 * tab of the browser (both tabs share one database) keeps the form and reads why next to the time
 * field. Keyboard and axe with a taken slot in the list.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  bookingDay,
  DATABASE_TEST_TIMEOUT,
  dbExpect,
  expectNoViolations,
  expectOutboxEmpty,
  insertRows,
  openLocalDatabase,
  signInAsAdmin,
  sql,
  storedRows as rows,
  SUBMIT_TIMEOUT,
  TODAY,
  waitForLocalDatabase,
} from './fixtures'

test.describe.configure({ timeout: DATABASE_TEST_TIMEOUT })

const RACE_MESSAGE = 'That time was just booked. Please choose another time.'

/** Other visitors' bookings, stored in this browser's database before the page opens. */
async function bookedElsewhere(page: Page, bookings: { date: string; slot: string }[]) {
  await openLocalDatabase(page)
  await insertRows(
    page,
    'form_submissions',
    bookings.map(({ date, slot }) => ({
      client_id: crypto.randomUUID(),
      form_type: 'consultation',
      full_name: 'Other Visitor',
      email: 'other@example.com',
      phone: '2125550111',
      investment_timeline: slot,
      page: '/schedule-consultation',
      consultation_date: date,
      consultation_slot: slot,
    })),
  )
}

/** On TODAY, a Monday: the next bookable day is the Tuesday after it, bookingDay(1). */
async function open(page: Page) {
  await page.goto('/schedule-consultation')
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true')
}

const timeField = (page: Page) => page.getByRole('combobox', { name: 'Preferred Time (New York time)' })

async function pickDay(page: Page, day: RegExp) {
  await page.getByRole('button', { name: 'Preferred Date' }).click()
  await page.getByRole('button', { name: day }).click()
  await expect(page.getByRole('grid')).toBeHidden()
}

async function fillContact(page: Page, name: string, email = 'grace@example.com') {
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone Number').fill('2125550100')
}

/** Books `slot` on that Tuesday with the contact fields filled; waits for the confirmation. */
async function book(page: Page, slot: string) {
  await pickDay(page, bookingDay(1).button)
  await timeField(page).click()
  await page.getByRole('option', { name: slot, exact: true }).click()
  await page.getByRole('button', { name: 'Schedule Consultation' }).click()
  await expect(page.getByText(`Requested for ${bookingDay(1).long} at ${slot} New York time.`)).toBeVisible({
    timeout: SUBMIT_TIMEOUT,
  })
}

async function violations(page: Page, configure: (axe: AxeBuilder) => AxeBuilder = (axe) => axe) {
  const results = await configure(new AxeBuilder({ page }).exclude('[data-sonner-toaster]')).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The option of a taken slot: shown once the month's taken slots arrive from the database. */
async function expectUnavailable(option: Locator) {
  await dbExpect(option).toBeVisible()
  await expect(option).toHaveAttribute('aria-disabled', 'true')
}

test.use({ timezoneId: 'America/Los_Angeles' })
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY)
})

test('a booked slot is unavailable to the next visitor of this browser', async ({ page }) => {
  await open(page)
  await fillContact(page, 'Grace Hopper')
  await book(page, '9:30 AM')
  expect(await rows(page)).toEqual([
    expect.objectContaining({ consultationDate: bookingDay(1).iso, consultationSlot: '9:30 AM' }),
  ])

  await open(page)
  await pickDay(page, bookingDay(1).button)
  await timeField(page).click()
  await expectUnavailable(page.getByRole('option', { name: '9:30 AM (unavailable)' }))
  await expect(page.getByRole('option', { name: '9:00 AM', exact: true })).not.toHaveAttribute('aria-disabled')
  await page.keyboard.press('Escape')

  await pickDay(page, bookingDay(2).button)
  await timeField(page).click()
  await expect(page.getByRole('option', { name: '9:30 AM', exact: true })).not.toHaveAttribute('aria-disabled')
})

test('a fully booked day cannot be picked', async ({ page }) => {
  const slots = ['9:00', '9:30', '10:00', '10:30', '11:00', '11:30'].map((t) => `${t} AM`)
  const afternoon = ['1:00', '1:30', '2:00', '2:30', '3:00', '3:30', '4:00'].map((t) => `${t} PM`)
  await bookedElsewhere(
    page,
    [...slots, ...afternoon].map((slot) => ({ date: bookingDay(2).iso, slot })),
  )
  await open(page)
  await page.getByRole('button', { name: 'Preferred Date' }).click()
  await dbExpect(page.getByRole('button', { name: bookingDay(2).button })).toBeDisabled()
  await expect(page.getByRole('button', { name: bookingDay(3).button })).toBeEnabled()
})

test('a day off the firm set in the Availability tab cannot be picked; axe finds nothing on the tab', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await page.getByRole('tab', { name: 'Availability' }).click()
  const add = page.getByRole('form', { name: 'Add a day off' })
  await add.getByLabel('Day').fill(bookingDay(2).iso)
  await add.getByRole('textbox', { name: 'Reason' }).fill('Office move')
  await add.getByRole('button', { name: 'Add day off' }).click()
  await dbExpect(page.getByRole('row', { name: /Office move/ })).toBeVisible()
  await expectNoViolations(page, (axe) => axe.exclude('[data-sonner-toaster]'))
  expect(await sql(page, 'select reason from public.consultation_days_off')).toEqual([{ reason: 'Office move' }])

  await open(page)
  await page.getByRole('button', { name: 'Preferred Date' }).click()
  await dbExpect(page.getByRole('button', { name: bookingDay(2).button })).toBeDisabled()
  await expect(page.getByRole('button', { name: bookingDay(3).button })).toBeEnabled()
})

test('the visitor who loses the race to another tab keeps the form, reads why, and books another time', async ({
  page,
  context,
}) => {
  await open(page)
  await fillContact(page, 'Katherine Johnson')
  await page.getByLabel('Additional Information').fill('Mornings suit me best.')
  await pickDay(page, bookingDay(1).button)
  await timeField(page).click()
  await page.getByRole('option', { name: '10:00 AM', exact: true }).click()
  await expect(timeField(page)).toHaveText('10:00 AM')
  // The calendar asked the database for the month's taken slots (10:00 AM was free).
  await waitForLocalDatabase(page)

  // Meanwhile another tab of this browser books the same slot, in the database both tabs share.
  const other = await context.newPage()
  await other.clock.setFixedTime(TODAY)
  await open(other)
  await fillContact(other, 'Other Visitor', 'other@example.com')
  await book(other, '10:00 AM')
  await expectOutboxEmpty(other)

  await page.getByRole('button', { name: 'Schedule Consultation' }).click()

  const message = page.getByRole('alert').filter({ hasText: RACE_MESSAGE })
  await expect(message).toBeVisible({ timeout: SUBMIT_TIMEOUT })
  await expect(timeField(page)).toBeFocused()
  await expect(timeField(page)).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await timeField(page).getAttribute('aria-describedby')) ?? ''
  expect(describedBy.split(' ')).toContain(await message.getAttribute('id'))
  await expect(page.getByLabel('Full Name')).toHaveValue('Katherine Johnson')
  await expect(page.getByLabel('Email')).toHaveValue('grace@example.com')
  await expect(page.getByLabel('Phone Number')).toHaveValue('2125550100')
  await expect(page.getByLabel('Additional Information')).toHaveValue('Mornings suit me best.')
  await expect(page.getByRole('button', { name: 'Preferred Date' })).toContainText(bookingDay(1).long)
  await expect(page.getByText('Consultation Scheduled')).toBeHidden()

  await timeField(page).click()
  await expectUnavailable(page.getByRole('option', { name: '10:00 AM (unavailable)' }))
  await page.getByRole('option', { name: '11:00 AM', exact: true }).click()
  await expect(message).toBeHidden()
  await page.getByRole('button', { name: 'Schedule Consultation' }).click()
  await expect(page.getByText(`Requested for ${bookingDay(1).long} at 11:00 AM New York time.`)).toBeVisible({
    timeout: SUBMIT_TIMEOUT,
  })

  const stored = await rows(page)
  expect(stored.map((r) => [r.fullName, r.consultationSlot])).toEqual([
    ['Other Visitor', '10:00 AM'],
    ['Katherine Johnson', '11:00 AM'],
  ])
  expect(stored[1]?.metadata).toMatchObject({ message: 'Mornings suit me best.', timeSlot: '11:00 AM' })
})

test('by keyboard, a taken slot is skipped; axe finds nothing with it in the list', async ({ page }) => {
  await bookedElsewhere(page, [{ date: bookingDay(1).iso, slot: '9:30 AM' }])
  await open(page)
  await page.getByRole('button', { name: 'Preferred Date' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: bookingDay(1).button })).toBeFocused()
  await page.keyboard.press('Enter')
  // The calendar closes and hands focus back to its trigger before the next Tab.
  const dateField = page.getByRole('button', { name: 'Preferred Date' })
  await expect(dateField).toContainText(bookingDay(1).long)
  await expect(dateField).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(timeField(page)).toBeFocused()
  await page.keyboard.press('Enter')
  await expectUnavailable(page.getByRole('option', { name: '9:30 AM (unavailable)' }))
  // The open list, taken slot included. Radix Select is modal: with the list open axe also
  // reports the page it hides and the listbox's script-focused scrolling (accessibility-overlays.spec.ts
  // explains each); here the list itself is checked, and the whole page once it is closed.
  expect(
    await violations(page, (axe) =>
      axe.include('[role="listbox"]').disableRules(['scrollable-region-focusable', 'region']),
    ),
  ).toEqual([])

  const first = page.getByRole('option', { name: '9:00 AM', exact: true })
  await expect(first).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('option', { name: '10:00 AM', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(timeField(page)).toHaveText('10:00 AM')
  expect(await violations(page)).toEqual([])
})
