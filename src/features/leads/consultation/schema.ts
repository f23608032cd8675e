/** The consultation form (docs/product.md §5), with the spec's messages. */
import { z } from '@/lib/zod'
import { LIMITS } from '@/lib/backend/limits'
import { INVESTMENT_INTERESTS, isBookableDate, TIME_SLOTS } from './slots'

export const CONSULTATION_MESSAGES = {
  fullName: 'Full name is required',
  email: 'Invalid email address',
  phone: 'Valid phone number is required',
  date: 'Please select a date',
  timeSlot: 'Please select a time slot',
  interest: 'Please choose one of the listed options',
  message: `Additional information must be at most ${LIMITS.message} characters`,
} as const

const M = CONSULTATION_MESSAGES
const interests = INVESTMENT_INTERESTS.map((o) => o.value) as [string, ...string[]]

/** `today` decides which dates are past; the form passes the day it was opened. */
export function createConsultationSchema(today: Date = new Date()) {
  return z.object({
    fullName: z.string().trim().min(2, M.fullName).max(LIMITS.name, M.fullName),
    email: z.string().trim().pipe(z.email(M.email).max(LIMITS.email, M.email)),
    phone: z
      .string()
      .trim()
      .min(10, M.phone)
      .max(LIMITS.phone, M.phone)
      .regex(/^[\d\s()+.-]+$/, M.phone),
    date: z.date(M.date).refine((date) => isBookableDate(date, today), M.date),
    timeSlot: z.enum(TIME_SLOTS, M.timeSlot),
    investmentInterest: z.union([z.enum(interests), z.literal('')], M.interest),
    message: z.string().trim().max(LIMITS.message, M.message),
  })
}
export type ConsultationValues = z.infer<ReturnType<typeof createConsultationSchema>>

/** What the form holds before it is valid: no date, no slot yet. */
export type ConsultationDraft = Omit<ConsultationValues, 'date' | 'timeSlot'> & {
  date: Date | undefined
  timeSlot: ConsultationValues['timeSlot'] | ''
}
