/**
 * Consultation bookings on the local backend: a booked slot is unavailable to the next visitor,
 * a fully booked day cannot be picked, and the visitor who loses the race for a slot keeps the
 * form and reads why next to the time field. Keyboard and axe with a taken slot in the list.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

const SUBMISSIONS_KEY = 'hre:v1:local-submissions'
const RACE_MESSAGE = 'That time was just booked. Please choose another time.'
/** A Monday, so the next bookable day is Tuesday March 5, 2030. */
const TODAY = new Date('2030-03-04T15:00:00Z')

interface Row {
  clientId: string
  fullName: string | null
  email: string | null
  consultationDate?: string
  consultationSlot?: string
  metadata: Record<string, unknown>
}

const rows = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown, SUBMISSIONS_KEY) as Promise<Row[]>

/**
 * Another visitor's booking, written as the local backend stores a row (what its port does for
 * a visitor in another tab of this browser).
 */
async function bookElsewhere(page: Page, bookings: { date: string; slot: string }[]) {
  await page.evaluate(
    ({ key, bookings }) => {
      const list = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]
      for (const { date, slot } of bookings) {
        list.push({
          clientId: crypto.randomUUID(),
          formType: 'consultation',
          fullName: 'Other Visitor',
          email: 'other@example.com',
          phone: '2125550111',
          investorType: null,
          investmentAmount: null,
          investmentGoal: null,
          investmentTimeline: slot,
          message: null,
          metadata: {},
          page: '/schedule-consultation',
          consultationDate: date,
          consultationSlot: slot,
          id: crypto.randomUUID(),
          createdAt: new Date().toISOString(),
        })
      }
      localStorage.setItem(key, JSON.stringify(list))
    },
    { key: SUBMISSIONS_KEY, bookings },
  )
}

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

async function fillContact(page: Page, name: string) {
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Email').fill('grace@example.com')
  await page.getByLabel('Phone Number').fill('2125550100')
}

async function violations(page: Page, configure: (axe: AxeBuilder) => AxeBuilder = (axe) => axe) {
  const results = await configure(new AxeBuilder({ page }).exclude('[data-sonner-toaster]')).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

async function expectUnavailable(option: Locator) {
  await expect(option).toBeVisible()
  await expect(option).toHaveAttribute('aria-disabled', 'true')
}

test.use({ timezoneId: 'America/Los_Angeles' })
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY)
})

test('a booked slot is unavailable to the next visitor of this browser', async ({ page }) => {
  await open(page)
  await fillContact(page, 'Grace Hopper')
  await pickDay(page, /March 5th, 2030/)
  await timeField(page).click()
  await page.getByRole('option', { name: '9:30 AM', exact: true }).click()
  await page.getByRole('button', { name: 'Schedule Consultation' }).click()
  await expect(page.getByText('Requested for Tuesday, March 5, 2030 at 9:30 AM New York time.')).toBeVisible()
  expect(await rows(page)).toEqual([
    expect.objectContaining({ consultationDate: '2030-03-05', consultationSlot: '9:30 AM' }),
  ])

  await open(page)
  await pickDay(page, /March 5th, 2030/)
  await timeField(page).click()
  await expectUnavailable(page.getByRole('option', { name: '9:30 AM (unavailable)' }))
  await expect(page.getByRole('option', { name: '9:00 AM', exact: true })).not.toHaveAttribute('aria-disabled')
  await page.keyboard.press('Escape')

  await pickDay(page, /March 6th, 2030/)
  await timeField(page).click()
  await expect(page.getByRole('option', { name: '9:30 AM', exact: true })).not.toHaveAttribute('aria-disabled')
})

test('a fully booked day cannot be picked', async ({ page }) => {
  await open(page)
  const slots = ['9:00', '9:30', '10:00', '10:30', '11:00', '11:30'].map((t) => `${t} AM`)
  const afternoon = ['1:00', '1:30', '2:00', '2:30', '3:00', '3:30', '4:00'].map((t) => `${t} PM`)
  await bookElsewhere(
    page,
    [...slots, ...afternoon].map((slot) => ({ date: '2030-03-06', slot })),
  )
  await page.getByRole('button', { name: 'Preferred Date' }).click()
  await expect(page.getByRole('button', { name: /March 6th, 2030/ })).toBeDisabled()
  await expect(page.getByRole('button', { name: /March 7th, 2030/ })).toBeEnabled()
})

test('the visitor who loses the race keeps the form, reads why, and books another time', async ({ page }) => {
  await open(page)
  await fillContact(page, 'Katherine Johnson')
  await page.getByLabel('Additional Information').fill('Mornings suit me best.')
  await pickDay(page, /March 5th, 2030/)
  await timeField(page).click()
  await page.getByRole('option', { name: '10:00 AM', exact: true }).click()
  await expect(timeField(page)).toHaveText('10:00 AM')

  await bookElsewhere(page, [{ date: '2030-03-05', slot: '10:00 AM' }])
  await page.getByRole('button', { name: 'Schedule Consultation' }).click()

  const message = page.getByRole('alert').filter({ hasText: RACE_MESSAGE })
  await expect(message).toBeVisible()
  await expect(timeField(page)).toBeFocused()
  await expect(timeField(page)).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await timeField(page).getAttribute('aria-describedby')) ?? ''
  expect(describedBy.split(' ')).toContain(await message.getAttribute('id'))
  await expect(page.getByLabel('Full Name')).toHaveValue('Katherine Johnson')
  await expect(page.getByLabel('Email')).toHaveValue('grace@example.com')
  await expect(page.getByLabel('Phone Number')).toHaveValue('2125550100')
  await expect(page.getByLabel('Additional Information')).toHaveValue('Mornings suit me best.')
  await expect(page.getByRole('button', { name: 'Preferred Date' })).toContainText('Tuesday, March 5, 2030')
  await expect(page.getByText('Consultation Scheduled')).toBeHidden()

  await timeField(page).click()
  await expectUnavailable(page.getByRole('option', { name: '10:00 AM (unavailable)' }))
  await page.getByRole('option', { name: '11:00 AM', exact: true }).click()
  await expect(message).toBeHidden()
  await page.getByRole('button', { name: 'Schedule Consultation' }).click()
  await expect(page.getByText('Requested for Tuesday, March 5, 2030 at 11:00 AM New York time.')).toBeVisible()

  const stored = await rows(page)
  expect(stored.map((r) => [r.fullName, r.consultationSlot])).toEqual([
    ['Other Visitor', '10:00 AM'],
    ['Katherine Johnson', '11:00 AM'],
  ])
  expect(stored[1]?.metadata).toMatchObject({ message: 'Mornings suit me best.', timeSlot: '11:00 AM' })
})

test('by keyboard, a taken slot is skipped; axe finds nothing with it in the list', async ({ page }) => {
  await open(page)
  await bookElsewhere(page, [{ date: '2030-03-05', slot: '9:30 AM' }])
  await page.getByRole('button', { name: 'Preferred Date' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: /March 5th, 2030/ })).toBeFocused()
  await page.keyboard.press('Enter')
  // The calendar closes and hands focus back to its trigger before the next Tab.
  const dateField = page.getByRole('button', { name: 'Preferred Date' })
  await expect(dateField).toContainText('Tuesday, March 5, 2030')
  await expect(dateField).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(timeField(page)).toBeFocused()
  await page.keyboard.press('Enter')
  await expectUnavailable(page.getByRole('option', { name: '9:30 AM (unavailable)' }))
  // The open list, taken slot included. Radix Select is modal: with the list open axe also
  // reports the page it hides and the listbox's script-focused scrolling (accessibility.spec.ts
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
