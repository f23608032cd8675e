/**
 * The firm's availability for consultations (20261128001200_booking_availability.sql): admins and
 * compliance read the minimum notice, the buffer and the days off (public.booking_availability());
 * admins change them (set_booking_rules, add_consultation_day_off, remove_consultation_day_off,
 * add_federal_holidays), each change audited by the database. The booking form never reads these:
 * it asks the database which slots are closed (src/features/leads/api/get-taken-slots.ts).
 */
import { useQuery } from '@tanstack/react-query'
import { parseAnswer, parseInput } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { readOptions } from '@/lib/read-options'
import { useChangeThenRefresh } from '@/lib/use-change-then-refresh'
import { z } from '@/lib/zod'

const whole = (message: string, max: number) => z.coerce.number(message).int(message).min(0, message).max(max, message)

export const rulesSchema = z.object({
  noticeDays: whole('Give a whole number of business days from 0 to 10.', 10),
  bufferMinutes: whole('Give a whole number of minutes from 0 to 120.', 120),
})
export type BookingRules = z.output<typeof rulesSchema>

export const dayOffSchema = z.object({
  day: z.iso.date('Pick a day.'),
  reason: z.string().trim().min(1, 'Say why, e.g. "Office closed".').max(80, 'At most 80 characters.'),
})
export type DayOff = z.output<typeof dayOffSchema>

const answerSchema = z.object({
  notice_days: z.number().int(),
  buffer_minutes: z.number().int(),
  days_off: z.array(z.object({ day: z.string(), reason: z.string() })),
})
export interface Availability extends BookingRules {
  daysOff: DayOff[]
}

export async function getAvailability(client: Client): Promise<Availability> {
  const answer = await dataOrThrow(client.rpc('booking_availability').retry(false), 'read')
  const read = parseAnswer(answerSchema, answer, 'booking_availability')
  return { noticeDays: read.notice_days, bufferMinutes: read.buffer_minutes, daysOff: read.days_off }
}

export async function setBookingRules(client: Client, rules: BookingRules): Promise<void> {
  const { noticeDays, bufferMinutes } = parseInput(rulesSchema, rules)
  const args = { notice_days: noticeDays, buffer_minutes: bufferMinutes }
  await dataOrThrow(client.rpc('set_booking_rules', args), 'admin-write')
}

export async function addDayOff(client: Client, dayOff: DayOff): Promise<void> {
  const { day, reason } = parseInput(dayOffSchema, dayOff)
  await dataOrThrow(client.rpc('add_consultation_day_off', { day, reason }), 'admin-write')
}

export async function removeDayOff(client: Client, day: string): Promise<void> {
  await dataOrThrow(client.rpc('remove_consultation_day_off', { day }), 'admin-write')
}

/** Adds a year's US federal holidays (this year's from today on); returns how many were new. */
export async function addFederalHolidays(client: Client, year: number): Promise<number> {
  const answer = await dataOrThrow(client.rpc('add_federal_holidays', { year }), 'admin-write')
  return parseAnswer(z.looseObject({ added: z.number().int() }), answer, 'add_federal_holidays').added
}

export const useAvailability = () => useQuery(readOptions(['admin', 'availability'], getAvailability))
export const useSetBookingRules = () => useChangeThenRefresh(setBookingRules)
export const useAddDayOff = () => useChangeThenRefresh(addDayOff)
export const useRemoveDayOff = () => useChangeThenRefresh(removeDayOff)
export const useAddFederalHolidays = () => useChangeThenRefresh(addFederalHolidays)
